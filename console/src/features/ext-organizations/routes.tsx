import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import type { AdminClient } from "@/shared/api/admin-client";
import { serverInfoQuery } from "@/shared/api/console-queries";
import { hasPhaseTwoOrganizations } from "@/shared/api/features";
import type { QueryClient } from "@tanstack/react-query";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { extOrganizationQuery } from "./api/ext-organization-query";
import { extOrganizationsQuery } from "./api/ext-organizations-query";
import { extOrganizationPath, extOrganizationsPath, extOrganizationTabs } from "./paths";

const ExtOrganizationsPage = lazyPage(
  () => import("./ext-organizations.page"),
  (module) => module.ExtOrganizationsPage,
);
const ExtOrganizationPage = lazyPage(
  () => import("./ext-organization.page"),
  (module) => module.ExtOrganizationPage,
);

/**
 * Whether the pages load anything: the extension shows its organizations only with one of these
 * rights, and a server without it (the shell has its info) is asked nothing.
 */
function loadsOrganizations(
  rights: readonly string[] | undefined,
  client: AdminClient,
  queryClient: QueryClient,
): boolean {
  const seesThem =
    rights?.includes("view-organizations") === true ||
    rights?.includes("manage-organizations") === true;
  const serverInfo = queryClient.getQueryData(serverInfoQuery(client).queryKey);
  return seesThem && serverInfo !== undefined && hasPhaseTwoOrganizations(serverInfo);
}

export const extOrganizationsRoute: AppRoute = {
  name: "ext-organizations",
  path: extOrganizationsPath,
  access: { all: ["query-clients"] },
  breadcrumb: (t) => t("extOrganizations.breadcrumb"),
  Page: ExtOrganizationsPage,
  loader: ({ search, realm, client, rights, prefetch, queryClient }) => {
    if (!loadsOrganizations(rights, client, queryClient)) return;
    prefetch(
      tablePageQuery(
        extOrganizationsQuery(client, realm),
        addressPageRequest(readTableState(search)),
      ),
    );
  },
};

export const extOrganizationRoute: AppRoute = {
  name: "ext-organization",
  path: extOrganizationPath,
  access: { all: ["view-clients"] },
  breadcrumb: (t) => t("extOrganizations.details.breadcrumb"),
  Page: ExtOrganizationPage,
  paramValues: { tab: extOrganizationTabs },
  loader: ({ params, realm, client, rights, prefetch, queryClient }) => {
    if (!loadsOrganizations(rights, client, queryClient)) return;
    prefetch(extOrganizationQuery(client, realm, params["orgId"] ?? ""));
  },
};

export const extOrganizationsRoutes: AppRoute[] = [extOrganizationsRoute, extOrganizationRoute];
