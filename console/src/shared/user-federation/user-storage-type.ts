/**
 * Component type of user-storage providers (LDAP, Kerberos, custom user storage): the users list
 * asks whether the realm has one, the user federation section lists and stores them.
 */
export const userStorageType = "org.keycloak.storage.UserStorageProvider";
