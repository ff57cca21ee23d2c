import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { searchHits } from "../group-choice";
import { groupPickerKeys } from "./keys";

/**
 * Groups anywhere in the tree whose name contains `search`, found by the server. The server
 * pages by top-level group, so `more` says whether a further page of top-level groups exists.
 */
export function groupSearchQuery(
  client: AdminClient,
  realm: string,
  search: string,
  first: number,
  max: number,
) {
  return queryOptions({
    queryKey: groupPickerKeys.search(realm, search, first, max),
    queryFn: async ({ signal }) => {
      // One more than shown: whether it comes back tells if there is a next page.
      const groups = await client.groups.find(
        { realm, search, first, max: max + 1, briefRepresentation: true },
        { signal },
      );
      return { hits: searchHits(groups.slice(0, max), search), more: groups.length > max };
    },
    staleTime: 30_000,
  });
}
