import type { GroupRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { realmSettingsKeys } from "./keys";

/**
 * The most default groups shown. The server answers the whole list in one response, without
 * paging; a realm gives a handful of groups to every new user, so anything beyond this bound is
 * cut off and said so rather than rendered.
 */
export const maxDefaultGroups = 1000;

export interface DefaultGroups {
  groups: GroupRepresentation[];
  /** False when the server listed more than `maxDefaultGroups`. */
  complete: boolean;
}

/** The groups every new user of the realm joins, each with its path. */
export function defaultGroupsQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: realmSettingsKeys.defaultGroups(realm),
    queryFn: async ({ signal }): Promise<DefaultGroups> => {
      const groups = await client.realms.getDefaultGroups({ realm }, { signal });
      return {
        groups: groups.slice(0, maxDefaultGroups),
        complete: groups.length <= maxDefaultGroups,
      };
    },
    staleTime: 10_000,
  });
}
