import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { groupPath, groupsPath } from "@/shared/paths/group-paths";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { groupQuery } from "./api/group-query";
import { groupsQuery } from "./api/groups-query";
import { trailFromParams } from "./paths";

const GroupsPage = lazyPage(
  () => import("./groups.page"),
  (module) => module.GroupsPage,
);

/**
 * The top level starts the page of groups its address shows; a group starts the groups of its
 * trail (the header's crumbs and the group itself).
 */
const groupsLoader: AppRoute["loader"] = ({ params, search, realm, client, prefetch }) => {
  const trail = trailFromParams(params);
  if (trail.length === 0) {
    prefetch(
      tablePageQuery(groupsQuery(client, realm), addressPageRequest(readTableState(search))),
    );
    return;
  }
  for (const id of trail) prefetch(groupQuery(client, realm, id));
};

// One label for both routes, so the shell's crumbs do not repeat the page's own sub-group trail.
const groupsBreadcrumb: AppRoute["breadcrumb"] = (t) => t("groups.breadcrumb");

export const groupsRoute: AppRoute = {
  name: "groups",
  path: groupsPath,
  access: { all: ["query-groups"] },
  breadcrumb: groupsBreadcrumb,
  Page: GroupsPage,
  // Most sessions open groups; its code is then in before the first click.
  preloadWhenIdle: true,
  loader: groupsLoader,
};

export const groupRoute: AppRoute = {
  name: "group",
  path: groupPath,
  access: { all: ["query-groups"] },
  breadcrumb: groupsBreadcrumb,
  Page: GroupsPage,
  loader: groupsLoader,
};

/** The groups section's routes: the group tree and one group's details. */
export const groupsRoutes: AppRoute[] = [groupsRoute, groupRoute];
