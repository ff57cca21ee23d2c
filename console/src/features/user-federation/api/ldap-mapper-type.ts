/** The component type of an LDAP provider's mappers, as the server names it. */
export const ldapMapperComponentType = "org.keycloak.storage.ldap.mappers.LDAPStorageMapper";

/** The mapper types that copy groups or roles between the directory and the realm, both ways. */
export const syncableMapperTypes = ["group-ldap-mapper", "role-ldap-mapper"] as const;
