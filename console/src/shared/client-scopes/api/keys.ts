/**
 * Query keys of the client scopes area; every query and invalidation goes through these, in the
 * client scopes section and wherever clients show the realm's scopes. Keys of one scope start
 * with `scope(realm, id)`, so saving or deleting it reloads (or drops) all of them.
 */
export const clientScopesKeys = {
  all: (realm: string) => ["client-scopes", realm] as const,
  /** Every client scope of the realm (the server does not page them). */
  list: (realm: string) => ["client-scopes", realm, "list"] as const,
  /** The realm-wide default and optional scopes that new clients get. */
  realmTypes: (realm: string) => ["client-scopes", realm, "realm-types"] as const,
  /** Which clients have which scopes, as read before a delete. */
  usage: (realm: string) => ["client-scopes", realm, "usage"] as const,
  scope: (realm: string, id: string) => ["client-scopes", realm, "scope", id] as const,
};
