/**
 * Query keys of the user federation area; every query and invalidation goes through these. Keys of
 * one provider start with `provider(realm, id)`, so saving, synchronising or deleting it reloads
 * (or drops) everything about it, its mappers included.
 */
export const userFederationKeys = {
  all: (realm: string) => ["user-federation", realm] as const,
  /** The realm's user-storage providers (components of the user-storage type). */
  providers: (realm: string) => ["user-federation", realm, "providers"] as const,
  provider: (realm: string, id: string) => ["user-federation", realm, "provider", id] as const,
  /** An LDAP provider's mappers (its sub-components). */
  mappers: (realm: string, id: string) =>
    ["user-federation", realm, "provider", id, "mappers"] as const,
  mapper: (realm: string, id: string, mapperId: string) =>
    ["user-federation", realm, "provider", id, "mappers", mapperId] as const,
  /** The mapper types the server offers for one provider (`sub-component-types`). */
  mapperTypes: (realm: string, id: string) =>
    ["user-federation", realm, "provider", id, "mapper-types"] as const,
};
