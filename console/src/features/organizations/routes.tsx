import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { realmQuery } from "@/shared/api/console-queries";
import {
  newOrganizationPath,
  organizationPath,
  organizationsPath,
  organizationTabs,
} from "@/shared/paths/organization-paths";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { organizationQuery } from "./api/organization-query";
import { seesOrganizations } from "./api/organization-rights";
import { organizationsQuery } from "./api/organizations-query";

const OrganizationsPage = lazyPage(
  () => import("./organizations.page"),
  (module) => module.OrganizationsPage,
);
const NewOrganizationPage = lazyPage(
  () => import("./new-organization.page"),
  (module) => module.NewOrganizationPage,
);
const OrganizationPage = lazyPage(
  () => import("./organization.page"),
  (module) => module.OrganizationPage,
);

export const organizationsRoute: AppRoute = {
  name: "organizations",
  path: organizationsPath,
  access: { all: ["query-groups"] },
  breadcrumb: (t) => t("organizations.breadcrumb"),
  Page: OrganizationsPage,
  // The page the address shows starts with the page's code, not after it; but only for an
  // administrator the server shows organizations to and
  // once the realm (which the shell loads anyway) says organizations are on: the server refuses
  // the list otherwise, and the page then asks for nothing.
  loader: ({ search, realm, client, rights, queryClient, prefetch }) => {
    if (!seesOrganizations.some((right) => rights?.includes(right) === true)) return;
    void queryClient
      .query(realmQuery(client, realm))
      .then((representation) => {
        if (representation?.organizationsEnabled === false) return;
        prefetch(
          tablePageQuery(
            organizationsQuery(client, realm),
            addressPageRequest(readTableState(search)),
          ),
        );
      })
      .catch(() => undefined);
  },
};

export const newOrganizationRoute: AppRoute = {
  name: "new-organization",
  path: newOrganizationPath,
  access: { all: ["manage-users"] },
  breadcrumb: (t) => t("organizations.create.breadcrumb"),
  Page: NewOrganizationPage,
};

export const organizationRoute: AppRoute = {
  name: "organization",
  path: organizationPath,
  access: { all: ["manage-users"] },
  breadcrumb: (t) => t("organizations.details.breadcrumb"),
  Page: OrganizationPage,
  paramValues: { tab: organizationTabs },
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(organizationQuery(client, realm, params["id"] ?? ""));
  },
};

export const organizationsRoutes: AppRoute[] = [
  organizationsRoute,
  newOrganizationRoute,
  organizationRoute,
];
