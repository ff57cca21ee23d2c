import type { GroupRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { usersKeys } from "./keys";

export interface GroupChoice {
  id: string;
  path: string;
}

function flatten(groups: readonly GroupRepresentation[]): GroupChoice[] {
  return groups.flatMap((group) => [
    { id: group.id ?? "", path: group.path ?? `/${group.name ?? ""}` },
    ...flatten(group.subGroups ?? []),
  ]);
}

/**
 * One page of groups matching a search, with the matching subgroups the server includes, flattened
 * to paths for a picker.
 */
export function groupsQuery(
  client: AdminClient,
  realm: string,
  search: string,
  first: number,
  max: number,
) {
  return queryOptions({
    queryKey: usersKeys.groups(realm, search, first, max),
    queryFn: async () =>
      flatten(await client.groups.find({ realm, search, first, max, briefRepresentation: true })),
    staleTime: 30_000,
  });
}
