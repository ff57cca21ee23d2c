/**
 * Query keys of the sessions area; every query and invalidation goes through these. Signing a
 * session out, or all of them, reloads everything under `all(realm)`.
 */
export const sessionsKeys = {
  all: (realm: string) => ["sessions", realm] as const,
  /** The realm's sessions of one type as the table pages them; the table appends the request. */
  list: (realm: string, type: string) => ["sessions", realm, "list", type] as const,
};
