import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { pickerGroupOf } from "../group-choice";
import { groupPickerKeys } from "./keys";

/**
 * One page of the groups on one level of the tree: the top-level groups, or the sub-groups of
 * `parentId`, each with its sub-group count so the picker knows which ones open; `more` says
 * whether a next page exists.
 */
export function groupLevelQuery(
  client: AdminClient,
  realm: string,
  parentId: string | undefined,
  first: number,
  max: number,
) {
  return queryOptions({
    queryKey: groupPickerKeys.level(realm, parentId, first, max),
    queryFn: async ({ signal }) => {
      // One more than shown: whether it comes back tells if there is a next page.
      const page = { realm, first, max: max + 1, briefRepresentation: true, subGroupsCount: true };
      const groups =
        parentId === undefined
          ? await client.groups.find(page, { signal })
          : await client.groups.listSubGroups({ ...page, parentId }, { signal });
      return { groups: groups.slice(0, max).map(pickerGroupOf), more: groups.length > max };
    },
    staleTime: 30_000,
  });
}
