import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { realmRolePath, realmRolesPath } from "@/shared/paths/role-paths";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { roleQuery } from "@/shared/roles/api/role-query";
import { rolesQuery } from "@/shared/roles/api/roles-query";
import { realmContainer } from "@/shared/roles/role-container";
import { newRealmRolePath } from "./paths";

const RealmRolesPage = lazyPage(
  () => import("./realm-roles.page"),
  (module) => module.RealmRolesPage,
);
const NewRealmRolePage = lazyPage(
  () => import("./new-realm-role.page"),
  (module) => module.NewRealmRolePage,
);
const RealmRolePage = lazyPage(
  () => import("./realm-role.page"),
  (module) => module.RealmRolePage,
);

export const realmRolesRoute: AppRoute = {
  name: "realm-roles",
  path: realmRolesPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("roles.breadcrumb"),
  Page: RealmRolesPage,
  // The list starts the page of roles its address shows.
  loader: ({ search, realm, client, prefetch }) => {
    prefetch(
      tablePageQuery(
        rolesQuery(client, realm, realmContainer),
        addressPageRequest(readTableState(search)),
      ),
    );
  },
};

export const newRealmRoleRoute: AppRoute = {
  name: "new-realm-role",
  path: newRealmRolePath,
  access: { all: ["manage-realm"] },
  breadcrumb: (t) => t("roles.create.breadcrumb"),
  Page: NewRealmRolePage,
};

export const realmRoleRoute: AppRoute = {
  name: "realm-role",
  path: realmRolePath,
  access: { all: ["view-realm", "view-users"] },
  // The spec's view-users is for the users tab alone, which names it; an administrator who
  // creates a role without it lands on the role's page.
  opensWith: { all: ["view-realm"] },
  breadcrumb: (t) => t("roles.details.breadcrumb"),
  Page: RealmRolePage,
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(roleQuery(client, realm, params["id"] ?? ""));
  },
};

/** The realm roles section's routes: the list, create and one role's details. */
export const realmRolesRoutes: AppRoute[] = [realmRolesRoute, newRealmRoleRoute, realmRoleRoute];
