import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmFormKeys } from "./realm-form-keys";

/**
 * The realm's full representation, or `null` when there is no such realm. A save sends it back
 * whole with the changes merged, so it is read afresh each time the page opens: an old copy
 * would undo what someone else changed in the meantime.
 */
export function realmSettingsQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: realmFormKeys.realm(realm),
    queryFn: async ({ signal }) => (await client.realms.findOne({ realm }, { signal })) ?? null,
    staleTime: 0,
  });
}
