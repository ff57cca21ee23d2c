/**
 * Query keys of the organizations area; every query and invalidation goes through these. Keys of
 * one organization start with `organization(realm, id)`, so saving or deleting it reloads (or
 * drops) everything about it: members, identity providers and groups included.
 */
export const organizationsKeys = {
  all: (realm: string) => ["organizations", realm] as const,
  /**
   * Whether the server keeps the invitations it sends: one answer for the whole server, under a
   * root of its own so that no realm's key (a realm may be called anything) starts it.
   */
  invitationsKept: () => ["organization-invitations-kept"] as const,
  /** The realm's organizations as the list pages them; the table appends the page request. */
  lists: (realm: string) => ["organizations", realm, "list"] as const,
  organization: (realm: string, id: string) =>
    ["organizations", realm, "organization", id] as const,
  /** Members as the members tab pages them; the table appends the page request. */
  members: (realm: string, id: string) =>
    ["organizations", realm, "organization", id, "members"] as const,
  /** The identity providers linked to the organization. */
  identityProviders: (realm: string, id: string) =>
    ["organizations", realm, "organization", id, "identity-providers"] as const,
  /** The organization's groups, at the top level or under one parent group. */
  groups: (realm: string, id: string) =>
    ["organizations", realm, "organization", id, "groups"] as const,
};
