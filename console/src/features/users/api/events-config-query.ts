import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

/** The realm's events configuration: whether it stores events, and which. */
export function eventsConfigQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: usersKeys.eventsConfig(realm),
    queryFn: () => client.realms.getConfigEvents({ realm }),
    staleTime: 60_000,
  });
}
