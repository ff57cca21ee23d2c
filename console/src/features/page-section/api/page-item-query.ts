import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { pageSectionKeys } from "./keys";

/** One item of a server-provided page (a realm component); `null` when it does not exist. */
export function pageItemQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: pageSectionKeys.item(realm, id),
    queryFn: async () => (await client.components.findOne({ realm, id })) ?? null,
    staleTime: 10_000,
  });
}
