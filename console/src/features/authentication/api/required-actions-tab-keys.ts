/** Query keys of the required actions tab; every query and invalidation goes through these. */
export const requiredActionsTabKeys = {
  all: (realm: string) => ["authentication", realm, "required-actions"] as const,
  /** The registered and the unregistered actions, as one list. */
  list: (realm: string) => ["authentication", realm, "required-actions", "list"] as const,
  /** One action's settings: what it offers and what it has stored. */
  config: (realm: string, alias: string) =>
    ["authentication", realm, "required-actions", "config", alias] as const,
};
