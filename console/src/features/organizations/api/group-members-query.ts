import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { organizationsKeys } from "./keys";

/** The key of one organization group's members; the table appends the page request. */
export const groupMembersKey = (realm: string, orgId: string, groupId: string) => [
  ...organizationsKeys.groups(realm, orgId),
  "members",
  groupId,
];

/** The direct members of one of the organization's groups, a page at a time. */
export function groupMembersQuery(
  client: AdminClient,
  realm: string,
  orgId: string,
  groupId: string,
): TableQuery<UserRepresentation> {
  return {
    queryKey: groupMembersKey(realm, orgId, groupId),
    loader: async ({ first, max }, signal) =>
      (await client.organizations
        .groups(orgId)
        .listMembers({ realm, id: groupId, first, max, briefRepresentation: true }, { signal })) ??
      [],
    staleTime: 10_000,
  };
}
