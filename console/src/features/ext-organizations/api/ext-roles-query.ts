import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { extOrganizationsKeys } from "./keys";

/**
 * The organization's roles, the extension's own administration roles included. The server lists
 * them all at once (no paging), so the tab filters and pages them in the browser.
 */
export function extRolesQuery(client: AdminClient, realm: string, orgId: string) {
  return queryOptions({
    queryKey: extOrganizationsKeys.roles(realm, orgId),
    queryFn: ({ signal }) => client.phaseTwoOrganizations.listRoles({ realm, orgId }, { signal }),
    staleTime: 10_000,
  });
}
