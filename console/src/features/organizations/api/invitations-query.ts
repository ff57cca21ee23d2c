import type { OrganizationInvitationRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { organizationsKeys } from "./keys";

/** The key of the organization's invitations; the table appends the page request. */
export const invitationsKey = (realm: string, orgId: string) => [
  ...organizationsKeys.members(realm, orgId),
  "invitations",
];

/** The invitations sent and not yet followed, a page at a time, searched on the server. */
export function invitationsQuery(
  client: AdminClient,
  realm: string,
  orgId: string,
): TableQuery<OrganizationInvitationRepresentation> {
  return {
    queryKey: invitationsKey(realm, orgId),
    loader: ({ first, max, search }, signal) =>
      client.organizations.listInvitations(
        { realm, orgId, first, max, ...(search !== "" && { search }) },
        { signal },
      ),
    staleTime: 10_000,
  };
}
