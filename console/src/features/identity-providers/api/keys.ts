/**
 * Query keys of the identity providers area; every query and invalidation goes through these.
 * Keys of one provider start with `provider(realm, alias)`, so saving or deleting it reloads (or
 * drops) everything about it, its mappers included.
 */
export const identityProvidersKeys = {
  all: (realm: string) => ["identity-providers", realm] as const,
  /** The realm's providers as the list pages them; the table appends the page request. */
  lists: (realm: string) => ["identity-providers", realm, "list"] as const,
  provider: (realm: string, alias: string) =>
    ["identity-providers", realm, "provider", alias] as const,
  /** The mappers of one provider. */
  mappers: (realm: string, alias: string) =>
    ["identity-providers", realm, "provider", alias, "mappers"] as const,
  /** The mapper types the server offers for one provider. */
  mapperTypes: (realm: string, alias: string) =>
    ["identity-providers", realm, "provider", alias, "mapper-types"] as const,
  mapper: (realm: string, alias: string, id: string) =>
    ["identity-providers", realm, "provider", alias, "mapper", id] as const,
  /** A provider type's description (its extra settings), the same in every realm. */
  providerType: (providerId: string) => ["identity-providers", "type", providerId] as const,
  /** The realm's top-level authentication flows, offered as first-login and post-login flows. */
  loginFlows: (realm: string) => ["identity-providers", realm, "login-flows"] as const,
  /** Organizations matching a search, offered for the provider's organization link. */
  organizations: (realm: string, search: string) =>
    ["identity-providers", realm, "organizations", search] as const,
};
