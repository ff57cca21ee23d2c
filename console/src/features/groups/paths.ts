import { groupTabParam, groupTabs, type GroupTab } from "@/shared/paths/group-paths";

// The group tree's addresses, tabs and link builders (`toGroups`, `toGroup`) are in
// `@/shared/paths/group-paths`, since other areas link to groups too.

/** The parameters of both group routes: the trail (`*`) or one group's `id`. */
export interface GroupsRouteParams {
  realm: string;
  "*"?: string;
  id?: string;
}

/** The deepest a trail in the address is followed; deeper addresses are cut to this. */
export const maxTrailDepth = 50;

/**
 * The ids of the trail an address names: the segments of the `*` route, or the `:id` route's one
 * id; empty at the top level. Empty segments (a trailing slash) are dropped.
 */
export function trailFromParams({ "*": splat, id }: Omit<GroupsRouteParams, "realm">): string[] {
  const segments = id !== undefined ? [id] : (splat ?? "").split("/");
  return segments.filter((segment) => segment !== "").slice(0, maxTrailDepth);
}

/** The tab named in the query string, when it is one of a group's tabs. */
export function tabFromSearch(search: URLSearchParams): GroupTab | undefined {
  const requested = search.get(groupTabParam);
  return groupTabs.find((tab) => tab === requested);
}
