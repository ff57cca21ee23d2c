import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";

export interface StoredLdapProvider {
  id: string;
  name: string;
  providerId: string;
  config: Record<string, string[]>;
}

/**
 * An LDAP provider for pages that never reach its directory: disabled, so the realm's user
 * searches skip it, with an address nothing listens on. `config` overrides single entries.
 */
export async function seedLdapProvider(
  realm: string,
  name: string,
  config: Record<string, string> = {},
): Promise<string> {
  const entries: Record<string, string> = {
    enabled: "false",
    vendor: "other",
    connectionUrl: "ldap://127.0.0.1:1",
    authType: "simple",
    bindDn: "cn=admin,dc=example,dc=test",
    bindCredential: "secret",
    usersDn: "ou=people,dc=example,dc=test",
    usernameLDAPAttribute: "uid",
    rdnLDAPAttribute: "uid",
    uuidLDAPAttribute: "entryUUID",
    userObjectClasses: "inetOrgPerson, organizationalPerson",
    editMode: "READ_ONLY",
    importEnabled: "true",
    searchScope: "1",
    ...config,
  };
  return adminCreate(`/${realm}/components`, {
    name,
    providerId: "ldap",
    providerType: "org.keycloak.storage.UserStorageProvider",
    config: Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, [value]])),
  });
}

/** One stored LDAP provider as the server holds it. */
export async function storedLdapProvider(realm: string, id: string): Promise<StoredLdapProvider> {
  return (await (await adminFetch(`/${realm}/components/${id}`)).json()) as StoredLdapProvider;
}
