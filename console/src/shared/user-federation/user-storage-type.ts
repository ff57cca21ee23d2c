/**
 * Component type of user-storage providers (LDAP, Kerberos, custom user storage): the users list
 * asks whether the realm has one, the user federation section lists and stores them.
 */
export const userStorageType = "org.keycloak.storage.UserStorageProvider";

/**
 * Query key of the users list's check whether the realm has an enabled user-storage provider:
 * saving or deleting a provider asks for it again, so the list follows at once.
 */
export const userStorageCheckKey = (realm: string) => ["users", realm, "user-storage"] as const;
