import type { KeyMetadataRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmSettingsKeys } from "./keys";

/**
 * The realm's keys: every key of every provider, active, passive and disabled. The server lists
 * them all at once; their number follows the providers', so the list is searched in the browser.
 */
export function realmKeysQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: realmSettingsKeys.realmKeys(realm),
    queryFn: async ({ signal }): Promise<KeyMetadataRepresentation[]> =>
      (await client.realms.getKeys({ realm }, { signal })).keys ?? [],
    staleTime: 10_000,
  });
}
