import type { GroupRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { groupsKeys } from "./keys";

/**
 * The top level of the tree, paged by the server, each group with its sub-group count; with a
 * search, the groups anywhere in the tree whose name matches, each with its path. One request per
 * page, whatever its size; the total is a second one, asked only when more than a page matches.
 */
export function groupsQuery(client: AdminClient, realm: string): TableQuery<GroupRepresentation> {
  return {
    queryKey: groupsKeys.topLevel(realm),
    loader: ({ first, max, search }, signal) =>
      client.groups.find(
        search !== ""
          ? { realm, first, max, search, briefRepresentation: true, populateHierarchy: false }
          : { realm, first, max, briefRepresentation: true, subGroupsCount: true },
        { signal },
      ),
    count: async (search, signal) => {
      const counted = await client.groups.count(
        search !== "" ? { realm, search } : { realm, top: true },
        { signal },
      );
      return counted.count;
    },
    staleTime: 10_000,
  };
}
