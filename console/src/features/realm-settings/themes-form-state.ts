import type { RealmRepresentation, ServerInfoRepresentation } from "@gatehouse/admin-client";

/** The kinds of pages a realm picks a theme for, in the order the tab shows them. */
export const realmThemeTypes = ["login", "account", "admin", "email"] as const;
export type RealmThemeType = (typeof realmThemeTypes)[number];

/** The realm's theme per kind of page; an empty text leaves the choice to the server's default. */
export type ThemesFormValues = Record<`${RealmThemeType}Theme`, string>;

export function themesFormValues(realm: RealmRepresentation): ThemesFormValues {
  return {
    loginTheme: realm.loginTheme ?? "",
    accountTheme: realm.accountTheme ?? "",
    adminTheme: realm.adminTheme ?? "",
    emailTheme: realm.emailTheme ?? "",
  };
}

/**
 * The realm's theme fields as the form sets them. An empty text is sent as it is: the server reads
 * an empty theme name as its default, while a field left out would keep the old theme.
 */
export function themesRealmChanges(values: ThemesFormValues): Partial<RealmRepresentation> {
  return {
    loginTheme: values.loginTheme,
    accountTheme: values.accountTheme,
    adminTheme: values.adminTheme,
    emailTheme: values.emailTheme,
  };
}

/**
 * The names of the server's themes of one kind, sorted, with the realm's current choice kept even
 * when the server no longer has it, so the select shows what is stored.
 */
export function themeNames(
  serverInfo: ServerInfoRepresentation,
  type: RealmThemeType,
  current: string,
): string[] {
  const names = new Set((serverInfo.themes?.[type] ?? []).map((theme) => theme.name));
  if (current !== "") names.add(current);
  return [...names].sort((a, b) => a.localeCompare(b));
}
