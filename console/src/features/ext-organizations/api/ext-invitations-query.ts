import type { PhaseTwoInvitationRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { extOrganizationsKeys } from "./keys";

/**
 * The organization's pending invitations, a page at a time and searched (by e-mail) on the
 * server. Its count takes no search, so a searched list goes without a total (`counted` false).
 */
export function extInvitationsQuery(
  client: AdminClient,
  realm: string,
  orgId: string,
  counted: boolean,
): TableQuery<PhaseTwoInvitationRepresentation> {
  return {
    queryKey: extOrganizationsKeys.invitations(realm, orgId),
    loader: ({ first, max, search }, signal) =>
      client.phaseTwoOrganizations.listInvitations(
        { realm, orgId, first, max, ...(search.trim() !== "" && { search: search.trim() }) },
        { signal },
      ),
    ...(counted && {
      count: (_search: string, signal: AbortSignal) =>
        client.phaseTwoOrganizations.countInvitations({ realm, orgId }, { signal }),
    }),
    staleTime: 10_000,
  };
}
