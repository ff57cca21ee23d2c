import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { clientRolePath, clientRoleTabs, newClientRolePath } from "@/shared/paths/client-paths";
import { roleQuery } from "@/shared/roles/api/role-query";
import { clientQuery } from "../api/client-query";

const ClientRolePage = lazyPage(
  () => import("./client-role.page"),
  (module) => module.ClientRolePage,
);
const NewClientRolePage = lazyPage(
  () => import("./new-client-role.page"),
  (module) => module.NewClientRolePage,
);

export const clientRoleRoute: AppRoute = {
  name: "client-role",
  path: clientRolePath,
  access: { all: ["query-clients"] },
  breadcrumb: (t) => t("clientRoles.details.breadcrumb"),
  Page: ClientRolePage,
  paramValues: { tab: clientRoleTabs },
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(clientQuery(client, realm, params["clientId"] ?? ""));
    prefetch(roleQuery(client, realm, params["id"] ?? ""));
  },
};

export const newClientRoleRoute: AppRoute = {
  name: "new-client-role",
  path: newClientRolePath,
  access: { all: ["query-clients"] },
  breadcrumb: (t) => t("clientRoles.create.breadcrumb"),
  Page: NewClientRolePage,
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(clientQuery(client, realm, params["clientId"] ?? ""));
  },
};

/** One client role's details, and creating a client role. */
export const clientRoleRoutes: AppRoute[] = [newClientRoleRoute, clientRoleRoute];
