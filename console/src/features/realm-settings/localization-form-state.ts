import type { RealmRepresentation, ServerInfoRepresentation } from "@gatehouse/admin-client";

/** Whether the realm speaks several languages, which ones, and which it falls back to. */
export interface LocalizationFormValues {
  internationalizationEnabled: boolean;
  supportedLocales: string[];
  defaultLocale: string;
}

export function localizationFormValues(realm: RealmRepresentation): LocalizationFormValues {
  return {
    internationalizationEnabled: realm.internationalizationEnabled ?? false,
    supportedLocales: realm.supportedLocales ?? [],
    defaultLocale: realm.defaultLocale ?? "",
  };
}

export function localizationRealmChanges(
  values: LocalizationFormValues,
): Partial<RealmRepresentation> {
  return {
    internationalizationEnabled: values.internationalizationEnabled,
    supportedLocales: values.supportedLocales,
    defaultLocale: values.defaultLocale,
  };
}

/** The locales the server has messages for: those of any of its themes, sorted and once each. */
export function serverLocales(serverInfo: ServerInfoRepresentation): string[] {
  const locales = new Set<string>();
  for (const themes of Object.values(serverInfo.themes ?? {})) {
    for (const theme of themes) for (const locale of theme.locales ?? []) locales.add(locale);
  }
  return [...locales].sort((a, b) => a.localeCompare(b));
}

/**
 * The locales the realm's texts can be looked at in: the supported ones when the realm speaks
 * several languages, else its default (English when it names none), and any locale it already has
 * texts of its own for, so none of them is out of reach.
 */
export function realmLocales(
  realm: RealmRepresentation,
  withOwnTexts: readonly string[],
): string[] {
  const locales = new Set<string>(
    realm.internationalizationEnabled === true && (realm.supportedLocales ?? []).length > 0
      ? realm.supportedLocales
      : [
          realm.defaultLocale !== undefined && realm.defaultLocale !== ""
            ? realm.defaultLocale
            : "en",
        ],
  );
  for (const locale of withOwnTexts) locales.add(locale);
  return [...locales];
}

/** The locale the realm's texts open in: its default when it has one among them, else the first. */
export function firstLocale(realm: RealmRepresentation, locales: readonly string[]): string {
  const fallback = realm.defaultLocale ?? "";
  return locales.includes(fallback) ? fallback : (locales[0] ?? "en");
}
