import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmSettingsKeys } from "./keys";

/**
 * The realm's events configuration (`GET /admin/realms/{realm}/events/config`), which the server
 * shows to holders of view-events only.
 */
export function eventsConfigQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: realmSettingsKeys.eventsConfig(realm),
    queryFn: ({ signal }) => client.realms.getConfigEvents({ realm }, { signal }),
    // Sent back whole on a save: read afresh each time the tab opens.
    staleTime: 0,
  });
}
