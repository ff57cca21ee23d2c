/**
 * Query keys of the extension's organizations; every query and invalidation goes through these.
 * Keys of one organization start with `organization(realm, id)`, so deleting it drops everything
 * about it. They start apart from the built-in organizations' keys: the two never share data.
 */
export const extOrganizationsKeys = {
  all: (realm: string) => ["ext-organizations", realm] as const,
  /** The organizations as the list pages them; the table appends the page request. */
  lists: (realm: string) => ["ext-organizations", realm, "list"] as const,
  organization: (realm: string, id: string) =>
    ["ext-organizations", realm, "organization", id] as const,
  /** Members as the members tab pages them; the table appends the page request. */
  members: (realm: string, id: string) =>
    ["ext-organizations", realm, "organization", id, "members"] as const,
  /** The organization's domains with their verification state. */
  domains: (realm: string, id: string) =>
    ["ext-organizations", realm, "organization", id, "domains"] as const,
  /** Invitations as the invitations tab pages them; the table appends the page request. */
  invitations: (realm: string, id: string) =>
    ["ext-organizations", realm, "organization", id, "invitations"] as const,
  /** The realm's identity providers linked to the organization. */
  identityProviders: (realm: string, id: string) =>
    ["ext-organizations", realm, "organization", id, "identity-providers"] as const,
  roles: (realm: string, id: string) =>
    ["ext-organizations", realm, "organization", id, "roles"] as const,
  /** The members holding one role. */
  roleUsers: (realm: string, id: string, role: string) =>
    ["ext-organizations", realm, "organization", id, "roles", role, "users"] as const,
};
