/** Query keys of the realm settings area. */
export const realmSettingsKeys = {
  all: (realm: string) => ["realm-settings", realm] as const,
  /** The realm's full representation, as the settings tabs edit it. */
  realm: (realm: string) => ["realm-settings", realm, "realm"] as const,
  /** The realm's user profile configuration (its unmanaged-attribute policy). */
  userProfile: (realm: string) => ["realm-settings", realm, "user-profile"] as const,
  /** Which events the realm records, how long it keeps them and its event listeners. */
  eventsConfig: (realm: string) => ["realm-settings", realm, "events-config"] as const,
  /** The groups every new user of the realm joins. */
  defaultGroups: (realm: string) => ["realm-settings", realm, "default-groups"] as const,
};
