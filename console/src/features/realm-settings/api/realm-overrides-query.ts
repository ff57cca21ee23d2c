import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmSettingsKeys } from "./keys";

/** One text the realm gives in place of its themes' own. */
export interface RealmOverride {
  key: string;
  value: string;
}

/**
 * The realm's own texts of one locale, by key. The server has no search or paging here and the
 * list is an administrator's own short list, so it is read whole and searched in the browser.
 */
export function realmOverridesQuery(client: AdminClient, realm: string, locale: string) {
  return queryOptions({
    queryKey: realmSettingsKeys.overrides(realm, locale),
    queryFn: async ({ signal }): Promise<RealmOverride[]> => {
      const texts = await client.realms.getRealmLocalizationTexts(
        { realm, selectedLocale: locale },
        { signal },
      );
      return Object.entries(texts)
        .map(([key, value]) => ({ key, value }))
        .sort((a, b) => a.key.localeCompare(b.key));
    },
    staleTime: 0,
  });
}

/** The locales the realm already has texts of its own for. */
export function overrideLocalesQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: realmSettingsKeys.overrideLocales(realm),
    queryFn: ({ signal }) => client.realms.getRealmSpecificLocales({ realm }, { signal }),
    staleTime: 0,
  });
}
