/**
 * The key of the realm's full representation as its forms edit it. The realm settings area's
 * keys start the same way, so invalidating that area reloads it too.
 */
export const realmFormKeys = {
  realm: (realm: string) => ["realm-settings", realm, "realm"] as const,
};
