import { adminFetch } from "./admin-api";
import type { LdapServer } from "./ldap-server";

/** Component type of user-storage providers (LDAP, Kerberos, custom ones). */
export const userStorageProviderType = "org.keycloak.storage.UserStorageProvider";

export interface LdapProviderOptions {
  /** The provider's display name (the component's `name`). */
  name?: string;
  /** READ_ONLY (default), WRITABLE or UNSYNCED. */
  editMode?: "READ_ONLY" | "WRITABLE" | "UNSYNCED";
  /** Whether users are copied into the realm's database (default true). */
  importEnabled?: boolean;
  /** Further configuration entries, each a list of values as the server keeps them. */
  config?: Record<string, string[]>;
}

/**
 * Adds an LDAP user-storage provider to `realm` that reads `ldap`'s people, and returns its
 * component id. The server adds its default mappers (username, e-mail, names) itself.
 */
export async function createLdapProvider(
  realm: string,
  ldap: LdapServer,
  options: LdapProviderOptions = {},
): Promise<string> {
  const response = await adminFetch(`/${encodeURIComponent(realm)}/components`, {
    method: "POST",
    body: JSON.stringify({
      name: options.name ?? "ldap",
      providerId: "ldap",
      providerType: userStorageProviderType,
      config: {
        enabled: ["true"],
        priority: ["0"],
        vendor: ["other"],
        connectionUrl: [ldap.url],
        authType: ["simple"],
        bindDn: [ldap.bindDn],
        bindCredential: [ldap.bindPassword],
        usersDn: [ldap.usersDn],
        searchScope: ["1"],
        usernameLDAPAttribute: ["uid"],
        rdnLDAPAttribute: ["uid"],
        uuidLDAPAttribute: ["entryUUID"],
        userObjectClasses: ["inetOrgPerson, organizationalPerson"],
        editMode: [options.editMode ?? "READ_ONLY"],
        importEnabled: [String(options.importEnabled ?? true)],
        syncRegistrations: ["false"],
        pagination: ["false"],
        fullSyncPeriod: ["-1"],
        changedSyncPeriod: ["-1"],
        ...options.config,
      },
    }),
  });
  const id = response.headers.get("location")?.split("/").pop();
  if (id === undefined)
    throw new Error(`Creating the LDAP provider of ${realm} returned no location.`);
  return id;
}

export interface SyncResult {
  added: number;
  updated: number;
  removed: number;
  failed: number;
  status?: string;
}

/** Imports every person of the provider's directory into the realm (a full synchronisation). */
export async function syncLdapUsers(realm: string, providerId: string): Promise<SyncResult> {
  const response = await adminFetch(
    `/${encodeURIComponent(realm)}/user-storage/${encodeURIComponent(providerId)}/sync?action=triggerFullSync`,
    { method: "POST" },
  );
  const result = (await response.json()) as SyncResult;
  if (result.failed > 0)
    throw new Error(`Synchronising ${realm}'s LDAP users failed: ${result.status ?? ""}`);
  return result;
}

/** The id of the realm's user with exactly this username; throws when there is none. */
export async function findUserId(realm: string, username: string): Promise<string> {
  const response = await adminFetch(
    `/${encodeURIComponent(realm)}/users?exact=true&username=${encodeURIComponent(username)}`,
  );
  const [user] = (await response.json()) as { id: string }[];
  if (user === undefined) throw new Error(`${realm} has no user ${username}.`);
  return user.id;
}
