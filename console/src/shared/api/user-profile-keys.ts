/**
 * Query keys of what the users section reads from the realm's user profile configuration. Here
 * because the realm settings change that configuration and must invalidate what users show.
 */
export const userProfileKeys = {
  unmanagedPolicy: (realm: string) => ["users", realm, "unmanaged-policy"] as const,
  /**
   * Everything the users section holds of a realm: its forms and lists follow the profile's
   * attributes, so a change to them makes all of it stale.
   */
  usersOfRealm: (realm: string) => ["users", realm] as const,
};
