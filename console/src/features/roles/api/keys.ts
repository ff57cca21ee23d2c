/**
 * Query keys of the realm roles area; every query and invalidation goes through these. Keys of one
 * role start with `role(realm, id)`, so changing or deleting it reloads (or drops) all of them;
 * every page of the list starts with `list(realm)`.
 */
export const rolesKeys = {
  all: (realm: string) => ["realm-roles", realm] as const,
  /** The realm's roles; the table appends the page request. */
  list: (realm: string) => ["realm-roles", realm, "list"] as const,
  role: (realm: string, id: string) => ["realm-roles", realm, "role", id] as const,
  /** The users holding the role directly; the table appends the page request. */
  users: (realm: string, id: string) => ["realm-roles", realm, "role", id, "users"] as const,
};
