import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import {
  dedicatedScopeMapperPath,
  dedicatedScopePath,
  mapperViewModes,
} from "@/shared/paths/client-paths";
import { clientQuery } from "../api/client-query";

const DedicatedScopePage = lazyPage(
  () => import("./dedicated-scope.page"),
  (module) => module.DedicatedScopePage,
);
const DedicatedScopeMapperPage = lazyPage(
  () => import("./dedicated-scope-mapper.page"),
  (module) => module.DedicatedScopeMapperPage,
);

/** A client's dedicated scope (its mappers and role scope mappings) and one of its mappers. */
export const dedicatedScopeRoutes: AppRoute[] = [
  {
    name: "dedicated-scopes",
    path: dedicatedScopePath,
    access: { all: ["view-clients"] },
    breadcrumb: (t) => t("clientScopeSetup.dedicated.breadcrumb"),
    Page: DedicatedScopePage,
    // The tab is optional: without one, or with an unknown one, the page opens its first tab.
    loader: ({ params, realm, client, prefetch }) => {
      prefetch(clientQuery(client, realm, params["clientId"] ?? ""));
    },
  },
  {
    name: "dedicated-scope-mapper",
    path: dedicatedScopeMapperPath,
    access: { all: ["view-clients"] },
    breadcrumb: (t) => t("clientScopeSetup.dedicated.mapperBreadcrumb"),
    Page: DedicatedScopeMapperPage,
    paramValues: { viewMode: mapperViewModes },
    loader: ({ params, realm, client, prefetch }) => {
      prefetch(clientQuery(client, realm, params["id"] ?? ""));
    },
  },
];
