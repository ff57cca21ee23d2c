/** Query keys of the page-section area; every invalidation goes through these. */
export const pageSectionKeys = {
  all: (realm: string) => ["page-section", realm] as const,
  lists: (realm: string) => ["page-section", realm, "list"] as const,
  list: (realm: string, realmId: string, providerId: string) =>
    ["page-section", realm, "list", realmId, providerId] as const,
  item: (realm: string, id: string) => ["page-section", realm, "item", id] as const,
};
