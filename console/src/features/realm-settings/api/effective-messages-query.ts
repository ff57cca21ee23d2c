import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmSettingsKeys } from "./keys";

/**
 * The messages the server resolves for one theme type and locale: the theme's texts with the
 * realm's own in their place, each with where it came from. The server answers them all at once.
 * An empty `theme` leaves the choice of theme to the server.
 */
export function effectiveMessagesQuery(
  client: AdminClient,
  realm: string,
  themeType: string,
  locale: string,
  theme: string,
) {
  return queryOptions({
    queryKey: realmSettingsKeys.effectiveMessages(realm, themeType, locale, theme),
    queryFn: ({ signal }) =>
      client.themeResources.findMessages(
        { realm, themeType, locale, source: true, ...(theme !== "" && { theme }) },
        { signal },
      ),
    staleTime: 30_000,
  });
}
