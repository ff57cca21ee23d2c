import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { clientScopesQuery } from "@/shared/client-scopes/api/client-scopes-query";
import { realmScopeTypesQuery } from "@/shared/client-scopes/api/realm-scope-types-query";
import {
  clientScopeMapperPath,
  clientScopePath,
  clientScopesPath,
  clientScopeTabs,
  newClientScopePath,
} from "@/shared/paths/client-scope-paths";
import { mapperViewModes } from "@/shared/paths/client-paths";
import { clientScopeQuery } from "./api/client-scope-query";

const ClientScopesPage = lazyPage(
  () => import("./client-scopes.page"),
  (module) => module.ClientScopesPage,
);
const NewClientScopePage = lazyPage(
  () => import("./new-client-scope.page"),
  (module) => module.NewClientScopePage,
);
const ClientScopePage = lazyPage(
  () => import("./client-scope.page"),
  (module) => module.ClientScopePage,
);
const ClientScopeMapperPage = lazyPage(
  () => import("./client-scope-mapper.page"),
  (module) => module.ClientScopeMapperPage,
);

export const clientScopesRoute: AppRoute = {
  name: "client-scopes",
  path: clientScopesPath,
  access: { all: ["view-clients"] },
  breadcrumb: (t) => t("clientScopes.breadcrumb"),
  Page: ClientScopesPage,
  // The list shows every scope with its realm-wide type: both come in two small requests.
  loader: ({ realm, client, prefetch }) => {
    prefetch(clientScopesQuery(client, realm));
    prefetch(realmScopeTypesQuery(client, realm));
  },
};

export const newClientScopeRoute: AppRoute = {
  name: "new-client-scope",
  path: newClientScopePath,
  access: { all: ["manage-clients"] },
  breadcrumb: (t) => t("clientScopes.create.breadcrumb"),
  Page: NewClientScopePage,
};

export const clientScopeRoute: AppRoute = {
  name: "client-scope",
  path: clientScopePath,
  access: { all: ["view-clients"] },
  breadcrumb: (t) => t("clientScopes.details.breadcrumb"),
  Page: ClientScopePage,
  paramValues: { tab: clientScopeTabs },
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(clientScopeQuery(client, realm, params["id"] ?? ""));
    prefetch(realmScopeTypesQuery(client, realm));
  },
};

export const clientScopeMapperRoute: AppRoute = {
  name: "client-scope-mapper",
  path: clientScopeMapperPath,
  access: { all: ["view-clients"] },
  breadcrumb: (t) => t("clientScopes.mapperBreadcrumb"),
  Page: ClientScopeMapperPage,
  paramValues: { viewMode: mapperViewModes },
  // The mapper page reads its scope (protocol, owner of the mapper) first.
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(clientScopeQuery(client, realm, params["id"] ?? ""));
  },
};

/** The client scopes section's routes: the list, create, one scope's tabs and one of its mappers. */
export const clientScopesRoutes: AppRoute[] = [
  clientScopesRoute,
  newClientScopeRoute,
  clientScopeRoute,
  clientScopeMapperRoute,
];
