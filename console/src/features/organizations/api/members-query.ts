import type { MemberRepresentation, MembershipType } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { organizationsKeys } from "./keys";

/**
 * The organization's members, a page at a time, searched (username, e-mail, first and last name)
 * and filtered by membership type on the server.
 */
export function membersQuery(
  client: AdminClient,
  realm: string,
  orgId: string,
  membershipType: MembershipType | undefined,
): TableQuery<MemberRepresentation> {
  return {
    queryKey: [...organizationsKeys.members(realm, orgId), { membershipType }],
    loader: ({ first, max, search }, signal) =>
      client.organizations.listMembers(
        {
          realm,
          orgId,
          first,
          max,
          ...(search !== "" && { search }),
          ...(membershipType !== undefined && { membershipType }),
        },
        { signal },
      ),
    staleTime: 10_000,
  };
}
