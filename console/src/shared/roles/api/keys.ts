import type { RoleContainer } from "../role-container";

/**
 * Query keys of roles, realm and client roles alike; every query and invalidation goes through
 * these. Keys of one role start with `role(realm, id)`, so changing or deleting it reloads (or
 * drops) all of them; every page of a container's list starts with `list(realm, container)`.
 */
export const rolesKeys = {
  all: (realm: string) => ["roles", realm] as const,
  /** A container's roles; the table appends the page request. */
  list: (realm: string, container: RoleContainer) =>
    container.kind === "realm"
      ? (["roles", realm, "list", "realm"] as const)
      : (["roles", realm, "list", "client", container.clientId] as const),
  role: (realm: string, id: string) => ["roles", realm, "role", id] as const,
  /** The users holding the role directly; the table appends the page request. */
  users: (realm: string, id: string) => ["roles", realm, "role", id, "users"] as const,
};
