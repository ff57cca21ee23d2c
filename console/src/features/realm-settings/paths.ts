import { routePath } from "@/shared/paths/route-path";

/** The realm settings page; without a tab it opens the first one. */
export const realmSettingsPath = "/:realm/realm-settings";
export const realmSettingsTabPath = "/:realm/realm-settings/:tab";
/** The themes tab's own tabs, when the server offers quick themes. */
export const themesTabPath = "/:realm/realm-settings/themes/:tab";
export const themesTabs = ["settings", "quick-theme"] as const;
export type ThemesTab = (typeof themesTabs)[number];

/** Link to one of the themes tab's own tabs. */
export const toThemesTab = ({ realm, tab }: { realm: string; tab: ThemesTab }): string =>
  routePath(themesTabPath, { realm, tab });

/** The keys tab's own tabs: the realm's keys, and the providers that make them. */
export const keysTabPath = "/:realm/realm-settings/keys/:tab";
export const keysTabs = ["list", "providers"] as const;
export type KeysTab = (typeof keysTabs)[number];

/** Link to one of the keys tab's own tabs. */
export const toKeysTab = ({ realm, tab }: { realm: string; tab: KeysTab }): string =>
  routePath(keysTabPath, { realm, tab });

/** One key provider's settings; `providerType` is the provider's id, e.g. "rsa-generated". */
export const keyProviderPath = "/:realm/realm-settings/keys/providers/:id/:providerType/settings";
export interface KeyProviderParams {
  realm: string;
  id: string;
  providerType: string;
}

/** Link to one key provider's settings. */
export const toKeyProvider = (params: KeyProviderParams): string =>
  routePath(keyProviderPath, { ...params });

/** The realm settings tabs built so far, in the order they show. */
export const realmSettingsTabs = [
  "general",
  "login",
  "email",
  "themes",
  "keys",
  "localization",
  "security-defenses",
  "sessions",
  "tokens",
  "client-policies",
  "user-profile",
  "events",
  "user-registration",
] as const;
export type RealmSettingsTab = (typeof realmSettingsTabs)[number];

export interface RealmSettingsParams {
  realm: string;
  tab?: RealmSettingsTab;
}

/** Link to a realm's settings, on the general tab unless another is named. */
export const toRealmSettings = ({ realm, tab = "general" }: RealmSettingsParams): string =>
  routePath(realmSettingsTabPath, { realm, tab });

/** The user registration tab's two parts, named in the address's query string. */
export const userRegistrationSections = ["default-roles", "default-groups"] as const;
export type UserRegistrationSection = (typeof userRegistrationSections)[number];
export const userRegistrationSectionParam = "section";

/** Link to one part of the user registration tab: the default roles unless another is named. */
export const toUserRegistration = ({
  realm,
  section = "default-roles",
}: {
  realm: string;
  section?: UserRegistrationSection;
}): string =>
  `${toRealmSettings({ realm, tab: "user-registration" })}?${userRegistrationSectionParam}=${section}`;

/** The user profile tab's own tabs: its attributes, their groups, and the whole as JSON. */
export const userProfileTabPath = "/:realm/realm-settings/user-profile/:tab";
export const userProfileTabs = ["attributes", "attributes-group", "json-editor"] as const;
export type UserProfileTab = (typeof userProfileTabs)[number];

export const toUserProfileTab = ({ realm, tab }: { realm: string; tab: UserProfileTab }): string =>
  routePath(userProfileTabPath, { realm, tab });

export const addAttributePath = "/:realm/realm-settings/user-profile/attributes/add-attribute";
export const editAttributePath =
  "/:realm/realm-settings/user-profile/attributes/:attributeName/edit-attribute";
export const newAttributesGroupPath = "/:realm/realm-settings/user-profile/attributesGroup/new";
export const editAttributesGroupPath =
  "/:realm/realm-settings/user-profile/attributesGroup/edit/:name";

export interface EditAttributeParams {
  realm: string;
  attributeName: string;
}
export interface EditAttributesGroupParams {
  realm: string;
  name: string;
}

export const toAddAttribute = ({ realm }: { realm: string }): string =>
  routePath(addAttributePath, { realm });
export const toEditAttribute = ({ realm, attributeName }: EditAttributeParams): string =>
  routePath(editAttributePath, { realm, attributeName });
export const toNewAttributesGroup = ({ realm }: { realm: string }): string =>
  routePath(newAttributesGroupPath, { realm });
export const toEditAttributesGroup = ({ realm, name }: EditAttributesGroupParams): string =>
  routePath(editAttributesGroupPath, { realm, name });
