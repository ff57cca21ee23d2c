import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { groupsKeys } from "./keys";

/** One group with its attributes and what the administrator may do with it; `null` when gone. */
export function groupQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: groupsKeys.group(realm, id),
    queryFn: async ({ signal }) => (await client.groups.findOne({ realm, id }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
