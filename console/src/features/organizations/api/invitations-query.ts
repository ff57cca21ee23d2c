import type { OrganizationInvitationRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { organizationsKeys } from "./keys";

/** The key of the organization's invitations; the table appends the page request. */
export const invitationsKey = (realm: string, orgId: string) => [
  ...organizationsKeys.members(realm, orgId),
  "invitations",
];

/**
 * The invitations sent and not yet followed, a page at a time, searched on the server. A server
 * without the list answers "not found" while the organization exists (its page has loaded): that
 * answer is recorded through `onNotKept` (releases before 26.5 send invitations without storing
 * them), and the page reads as empty instead of failed.
 */
export function invitationsQuery(
  client: AdminClient,
  realm: string,
  orgId: string,
  onNotKept: () => void,
): TableQuery<OrganizationInvitationRepresentation> {
  return {
    queryKey: invitationsKey(realm, orgId),
    loader: async ({ first, max, search }, signal) => {
      try {
        return await client.organizations.listInvitations(
          { realm, orgId, first, max, ...(search !== "" && { search }) },
          { signal },
        );
      } catch (error) {
        if (errorMessage(error).status !== 404) throw error;
        onNotKept();
        return [];
      }
    },
    staleTime: 10_000,
  };
}
