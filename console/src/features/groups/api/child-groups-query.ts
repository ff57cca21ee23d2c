import type { GroupRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { groupsKeys } from "./keys";

/**
 * The sub-groups of one group, a page at a time (a group with thousands of children opens with
 * one page of them), searched by name on the server, each with its own sub-group count. The
 * number of all children is the parent's `subGroupCount`, given when not searching.
 */
export function childGroupsQuery(
  client: AdminClient,
  realm: string,
  parentId: string,
  childCount?: number,
): TableQuery<GroupRepresentation> {
  return {
    queryKey: groupsKeys.children(realm, parentId),
    loader: async ({ first, max, search }, signal) => {
      const rows = await client.groups.listSubGroups(
        {
          realm,
          parentId,
          first,
          max,
          briefRepresentation: true,
          subGroupsCount: true,
          ...(search !== "" && { search }),
        },
        { signal },
      );
      return search === "" && childCount !== undefined ? { rows, total: childCount } : rows;
    },
    staleTime: 10_000,
  };
}
