/** Query keys of the group picker; every invalidation goes through these. */
export const groupPickerKeys = {
  all: (realm: string) => ["group-picker", realm] as const,
  level: (realm: string, parentId: string | undefined, first: number, max: number) =>
    ["group-picker", realm, "level", { parentId, first, max }] as const,
  search: (realm: string, search: string, first: number, max: number) =>
    ["group-picker", realm, "search", { search, first, max }] as const,
};
