import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import {
  clientPath,
  clientScopesSubTabs,
  clientScopesTabPath,
  clientsPath,
  clientsTabPath,
  clientsTabs,
  clientTabs,
} from "@/shared/paths/client-paths";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { clientQuery } from "./api/client-query";
import { clientsQuery } from "./api/clients-query";
import { addClientPath, importClientPath } from "./paths";
import { clientAuthorizationRoutes } from "./authorization/routes";
import { clientRegistrationRoutes } from "./registration/routes";
import { clientRoleRoutes } from "./roles/routes";
import { dedicatedScopeRoutes } from "./scopes/routes";

const ClientsPage = lazyPage(
  () => import("./clients.page"),
  (module) => module.ClientsPage,
);
const AddClientPage = lazyPage(
  () => import("./add-client.page"),
  (module) => module.AddClientPage,
);
const ImportClientPage = lazyPage(
  () => import("./import-client.page"),
  (module) => module.ImportClientPage,
);
const ClientPage = lazyPage(
  () => import("./client.page"),
  (module) => module.ClientPage,
);
const ClientScopesTabPage = lazyPage(
  () => import("./client.page"),
  (module) => module.ClientScopesTabPage,
);

const clientsBreadcrumb: AppRoute["breadcrumb"] = (t) => t("clients.breadcrumb");

/** The list starts the page of clients its address shows (the list tab only). */
const clientsLoader: AppRoute["loader"] = ({ params, search, realm, client, prefetch }) => {
  if (params["tab"] !== undefined && params["tab"] !== "list") return;
  prefetch(tablePageQuery(clientsQuery(client, realm), addressPageRequest(readTableState(search))));
};

const clientLoader: AppRoute["loader"] = ({ params, realm, client, prefetch }) => {
  prefetch(clientQuery(client, realm, params["clientId"] ?? ""));
};

export const clientsRoute: AppRoute = {
  name: "clients",
  path: clientsPath,
  access: { all: ["query-clients"] },
  breadcrumb: clientsBreadcrumb,
  Page: ClientsPage,
  preloadWhenIdle: true,
  loader: clientsLoader,
};

export const clientsTabRoute: AppRoute = {
  name: "clients-tab",
  path: clientsTabPath,
  access: { all: ["query-clients"] },
  breadcrumb: clientsBreadcrumb,
  Page: ClientsPage,
  paramValues: { tab: clientsTabs },
  loader: clientsLoader,
};

export const addClientRoute: AppRoute = {
  name: "add-client",
  path: addClientPath,
  access: { all: ["manage-clients"] },
  breadcrumb: (t) => t("clients.create.breadcrumb"),
  Page: AddClientPage,
};

export const importClientRoute: AppRoute = {
  name: "import-client",
  path: importClientPath,
  access: { all: ["manage-clients"] },
  breadcrumb: (t) => t("clients.import.breadcrumb"),
  Page: ImportClientPage,
};

export const clientRoute: AppRoute = {
  name: "client",
  path: clientPath,
  access: { all: ["query-clients"] },
  breadcrumb: (t) => t("clients.details.breadcrumb"),
  Page: ClientPage,
  paramValues: { tab: clientTabs },
  loader: clientLoader,
};

/** A client's page with its client scopes tab open on one of that tab's own tabs. */
export const clientScopesTabRoute: AppRoute = {
  name: "client-scopes-tab",
  path: clientScopesTabPath,
  access: { all: ["view-clients"] },
  breadcrumb: (t) => t("clients.details.breadcrumb"),
  Page: ClientScopesTabPage,
  paramValues: { tab: clientScopesSubTabs },
  loader: clientLoader,
};

/** The clients list, creation and import, and one client's page; each sub-area adds its own. */
export const clientsRoutes: AppRoute[] = [
  clientsRoute,
  clientsTabRoute,
  addClientRoute,
  importClientRoute,
  clientRoute,
  clientScopesTabRoute,
  ...clientRegistrationRoutes,
  ...clientRoleRoutes,
  ...dedicatedScopeRoutes,
  ...clientAuthorizationRoutes,
];
