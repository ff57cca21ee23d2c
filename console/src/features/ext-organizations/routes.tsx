import { lazyPage, type AppRoute } from "@/shared/access/app-route";
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

/** The extension shows its organizations only with one of these (see the pages). */
const seesOrganizations = (rights: readonly string[] | undefined) =>
  rights?.includes("view-organizations") === true ||
  rights?.includes("manage-organizations") === true;

export const extOrganizationsRoute: AppRoute = {
  name: "ext-organizations",
  path: extOrganizationsPath,
  access: { all: ["query-clients"] },
  breadcrumb: (t) => t("extOrganizations.breadcrumb"),
  Page: ExtOrganizationsPage,
  loader: ({ search, realm, client, rights, prefetch }) => {
    if (!seesOrganizations(rights)) return;
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
  loader: ({ params, realm, client, rights, prefetch }) => {
    if (!seesOrganizations(rights)) return;
    prefetch(extOrganizationQuery(client, realm, params["orgId"] ?? ""));
  },
};

export const extOrganizationsRoutes: AppRoute[] = [extOrganizationsRoute, extOrganizationRoute];
