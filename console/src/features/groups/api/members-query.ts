import type { UserRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { groupsKeys } from "./keys";

/** The group's direct members, a page at a time. */
export function membersQuery(
  client: AdminClient,
  realm: string,
  id: string,
): TableQuery<UserRepresentation> {
  return {
    queryKey: groupsKeys.members(realm, id),
    loader: async ({ first, max }, signal) =>
      (await client.groups.listMembers(
        { realm, id, first, max, briefRepresentation: true },
        { signal },
      )) ?? [],
    staleTime: 10_000,
  };
}
