import type { PhaseTwoMemberRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { extOrganizationsKeys } from "./keys";
import { loadExtMembersPage } from "./load-ext-members-page";

/**
 * The organization's members, a page at a time and searched by the server. The administrator
 * account the extension makes for every organization is left out: nobody added it, and removing
 * it would break the extension's own set-up. The server counts only the whole list (its count has no
 * search), so a searched list goes without a total: `counted` is false then.
 */
export function extMembersQuery(
  client: AdminClient,
  realm: string,
  orgId: string,
  counted: boolean,
): TableQuery<PhaseTwoMemberRepresentation> {
  return {
    queryKey: extOrganizationsKeys.members(realm, orgId),
    loader: (request, signal) => loadExtMembersPage(client, realm, orgId, request, signal),
    ...(counted && {
      count: (_search: string, signal: AbortSignal) =>
        client.phaseTwoOrganizations.countMembers(
          { realm, orgId, excludeAdminAccounts: true },
          { signal },
        ),
    }),
    staleTime: 10_000,
  };
}
