import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { extOrganizationsKeys } from "./keys";

/** One of the extension's organizations, or `null` when the realm has none with that id. */
export function extOrganizationQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: extOrganizationsKeys.organization(realm, id),
    queryFn: async ({ signal }) =>
      (await client.phaseTwoOrganizations.findOne({ realm, orgId: id }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
