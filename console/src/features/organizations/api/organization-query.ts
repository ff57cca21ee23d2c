import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { organizationsKeys } from "./keys";

/** One organization, or `null` when the realm has none with that id. */
export function organizationQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: organizationsKeys.organization(realm, id),
    queryFn: async ({ signal }) =>
      (await client.organizations.findOne({ realm, id }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
