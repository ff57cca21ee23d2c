import type { GroupRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { groupsKeys } from "./keys";

/**
 * The top level of the tree, paged and counted by the server, each group with its sub-group
 * count; with a search, the groups anywhere in the tree whose name matches, each with its path,
 * paged and counted by the server too. Two requests per page, whatever its size.
 */
export function groupsQuery(client: AdminClient, realm: string): TableQuery<GroupRepresentation> {
  return {
    queryKey: groupsKeys.topLevel(realm),
    loader: async ({ first, max, search }, signal) => {
      const searching = search !== "";
      const [rows, counted] = await Promise.all([
        client.groups.find(
          searching
            ? { realm, first, max, search, briefRepresentation: true, populateHierarchy: false }
            : { realm, first, max, briefRepresentation: true, subGroupsCount: true },
          { signal },
        ),
        client.groups.count(searching ? { realm, search } : { realm, top: true }, { signal }),
      ]);
      return { rows, total: counted.count };
    },
    staleTime: 10_000,
  };
}
