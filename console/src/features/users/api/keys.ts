import type { UsersFilter } from "../search-state";

/** Query keys of the users area; every invalidation goes through these. */
export const usersKeys = {
  all: (realm: string) => ["users", realm] as const,
  lists: (realm: string) => ["users", realm, "list"] as const,
  list: (realm: string, filter: UsersFilter) => ["users", realm, "list", filter] as const,
  user: (realm: string, id: string) => ["users", realm, "user", id] as const,
  credentials: (realm: string, id: string) => ["users", realm, "user", id, "credentials"] as const,
  roleMappings: (realm: string, id: string) =>
    ["users", realm, "user", id, "role-mappings"] as const,
  clientSearch: (realm: string, search: string) =>
    ["users", realm, "client-search", search] as const,
  assignableRoles: (realm: string, id: string, kind: "realm" | "client") =>
    ["users", realm, "user", id, "assignable-roles", kind] as const,
  userGroups: (realm: string, id: string) => ["users", realm, "user", id, "groups"] as const,
  sessions: (realm: string, id: string) => ["users", realm, "user", id, "sessions"] as const,
  bruteForce: (realm: string, id: string) => ["users", realm, "user", id, "brute-force"] as const,
  profileMetadata: (realm: string) => ["users", realm, "profile-metadata"] as const,
  requiredActions: (realm: string) => ["users", realm, "required-actions"] as const,
  groups: (realm: string, search: string, first: number, max: number) =>
    ["users", realm, "groups", { search, first, max }] as const,
};
