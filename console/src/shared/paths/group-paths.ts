import { routePath } from "./route-path";

/**
 * The addresses of the group tree. The address holds the sub-group trail, every group's id from
 * the top level down (`/:realm/groups/{top}/{child}/{grandchild}`), so Back, reload and a shared
 * link open the same group; `/:realm/groups/{id}` alone opens any group by its id. Other areas
 * link to groups (a user's groups, a role's members), so these live here.
 */
export const groupsRootPath = "/:realm/groups";
export const groupsPath = `${groupsRootPath}/*`;
export const groupPath = `${groupsRootPath}/:id`;

/** A group's tabs, in the order they show; the tab is the `tab` query parameter. */
export const groupTabs = [
  "child-groups",
  "members",
  "attributes",
  "role-mapping",
  "permissions",
] as const;
export type GroupTab = (typeof groupTabs)[number];

/** The query parameter that names a group's tab (the path is taken by the trail). */
export const groupTabParam = "tab";

export interface GroupsParams {
  realm: string;
  /** The ids from the top-level group down to the group shown; empty for the top level. */
  trail?: readonly string[];
  tab?: GroupTab;
}

/** Link to the top level of the tree, or to a group by its trail, on a tab when one is named. */
export function toGroups({ realm, trail = [], tab }: GroupsParams): string {
  const path = [
    routePath(groupsRootPath, { realm }),
    ...trail.map((id) => encodeURIComponent(id)),
  ].join("/");
  return tab === undefined ? path : `${path}?${groupTabParam}=${tab}`;
}

/** Link to a group by its id alone; the page finds its place in the tree. */
export const toGroup = ({ realm, id }: { realm: string; id: string }): string =>
  routePath(groupPath, { realm, id });
