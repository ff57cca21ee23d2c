import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "./admin-client";
import { consoleKeys } from "./console-queries";

/** How many realms one search shows; narrowing the search finds the rest. */
export const realmSearchLimit = 10;

/**
 * The first realms whose name matches `search` among those the signed-in administrator may see,
 * for the realm selector. Asked through the sign-in realm, which sees every realm.
 */
export function realmNamesQuery(client: AdminClient, signInRealm: string, search: string) {
  return queryOptions({
    queryKey: consoleKeys.realmNames(signInRealm, search),
    queryFn: ({ signal }) =>
      client.uiExt.findRealmNames(
        { realm: signInRealm, search, first: 0, max: realmSearchLimit },
        { signal },
      ),
    staleTime: 30_000,
  });
}
