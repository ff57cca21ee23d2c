import { routePath } from "@/shared/paths/route-path";

/** The realm settings page; without a tab it opens the first one. */
export const realmSettingsPath = "/:realm/realm-settings";
export const realmSettingsTabPath = "/:realm/realm-settings/:tab";

/** The realm settings tabs built so far, in the order they show. */
export const realmSettingsTabs = [
  "general",
  "login",
  "email",
  "themes",
  "localization",
  "sessions",
  "tokens",
] as const;
export type RealmSettingsTab = (typeof realmSettingsTabs)[number];

export interface RealmSettingsParams {
  realm: string;
  tab?: RealmSettingsTab;
}

/** Link to a realm's settings, on the general tab unless another is named. */
export const toRealmSettings = ({ realm, tab = "general" }: RealmSettingsParams): string =>
  routePath(realmSettingsTabPath, { realm, tab });
