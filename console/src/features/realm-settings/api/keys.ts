import { realmFormKeys } from "@/shared/realm-form/api/realm-form-keys";

/** Query keys of the realm settings area. */
export const realmSettingsKeys = {
  all: (realm: string) => ["realm-settings", realm] as const,
  /** The realm's full representation, as the settings tabs edit it. */
  realm: realmFormKeys.realm,
  /** The realm's user profile configuration (its unmanaged-attribute policy). */
  userProfile: (realm: string) => ["realm-settings", realm, "user-profile"] as const,
  /** Which events the realm records, how long it keeps them and its event listeners. */
  eventsConfig: (realm: string) => ["realm-settings", realm, "events-config"] as const,
  /** The groups every new user of the realm joins. */
  defaultGroups: (realm: string) => ["realm-settings", realm, "default-groups"] as const,
  /** The locales the realm has its own texts for. */
  overrideLocales: (realm: string) => ["realm-settings", realm, "override-locales"] as const,
  /** The realm's own texts of one locale. */
  overrides: (realm: string, locale: string) =>
    ["realm-settings", realm, "overrides", locale] as const,
  /** Every text of the realm's own, whatever the locale: what a change to one of them makes stale. */
  allOverrides: (realm: string) => ["realm-settings", realm, "overrides"] as const,
  /** Every set of resolved messages of the realm. */
  allEffectiveMessages: (realm: string) => ["realm-settings", realm, "effective-messages"] as const,
  /** The messages the server resolves for a theme type and locale, overrides included. */
  effectiveMessages: (realm: string, themeType: string, locale: string, theme: string) =>
    ["realm-settings", realm, "effective-messages", themeType, locale, theme] as const,
  /** The realm's keys, as GET /keys lists them. */
  realmKeys: (realm: string) => ["realm-settings", realm, "keys"] as const,
  /** Everything about the realm's key providers: what a change to one of them makes stale. */
  keyProviders: (realm: string) => ["realm-settings", realm, "key-providers"] as const,
  /** The list of the realm's key provider components, below the realm of id `realmId`. */
  keyProviderList: (realm: string, realmId: string) =>
    ["realm-settings", realm, "key-providers", "list", realmId] as const,
  /** One key provider. */
  keyProvider: (realm: string, id: string) =>
    ["realm-settings", realm, "key-providers", "one", id] as const,
};
