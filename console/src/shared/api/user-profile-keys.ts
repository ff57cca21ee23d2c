/**
 * Query keys of what the users section reads from the realm's user profile configuration. Here
 * because the realm settings change that configuration and must invalidate what users show.
 */
export const userProfileKeys = {
  unmanagedPolicy: (realm: string) => ["users", realm, "unmanaged-policy"] as const,
};
