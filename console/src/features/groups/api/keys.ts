/**
 * Query keys of the groups area; every query and invalidation goes through these. Keys of one
 * group start with `group(realm, id)`, so changing or deleting it reloads (or drops) all of them;
 * every list of groups (top level, search, children) starts with `lists(realm)`.
 */
export const groupsKeys = {
  all: (realm: string) => ["groups", realm] as const,
  lists: (realm: string) => ["groups", realm, "list"] as const,
  /** The top level, or the search across the tree; the table appends the page request. */
  topLevel: (realm: string) => ["groups", realm, "list", "top-level"] as const,
  /** The sub-groups of one group; the table appends the page request. */
  children: (realm: string, parentId: string) =>
    ["groups", realm, "list", "children", parentId] as const,
  group: (realm: string, id: string) => ["groups", realm, "group", id] as const,
  /** The ids from the top level down to the group, found by walking up its parents. */
  trail: (realm: string, id: string) => ["groups", realm, "group", id, "trail"] as const,
  /** The group's direct members; the table appends the page request. */
  members: (realm: string, id: string) => ["groups", realm, "group", id, "members"] as const,
  /** The members of the group and of every group below it, bounded. */
  subtreeMembers: (realm: string, id: string) =>
    ["groups", realm, "group", id, "subtree-members"] as const,
  /** Users the add-members picker offers; the picker appends the page request. */
  memberCandidates: (realm: string, id: string) =>
    ["groups", realm, "group", id, "member-candidates"] as const,
};
