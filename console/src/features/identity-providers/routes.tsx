import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import {
  addIdentityProviderPath,
  createIdentityProviderMapperPath,
  identityProviderMapperPath,
  identityProviderPath,
  identityProvidersPath,
  identityProviderTabs,
  userDefinedProviderTypes,
} from "@/shared/paths/identity-provider-paths";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { identityProviderQuery } from "./api/identity-provider-query";
import { identityProvidersQuery } from "./api/identity-providers-query";

const IdentityProvidersPage = lazyPage(
  () => import("./identity-providers.page"),
  (module) => module.IdentityProvidersPage,
);
const AddIdentityProviderPage = lazyPage(
  () => import("./add-identity-provider.page"),
  (module) => module.AddIdentityProviderPage,
);
const IdentityProviderPage = lazyPage(
  () => import("./identity-provider.page"),
  (module) => module.IdentityProviderPage,
);
const CreateMapperPage = lazyPage(
  () => import("./mappers/create-mapper.page"),
  (module) => module.CreateMapperPage,
);
const EditMapperPage = lazyPage(
  () => import("./mappers/edit-mapper.page"),
  (module) => module.EditMapperPage,
);

export const identityProvidersRoute: AppRoute = {
  name: "identity-providers",
  path: identityProvidersPath,
  access: { all: ["view-identity-providers"] },
  breadcrumb: (t) => t("identityProviders.breadcrumb"),
  Page: IdentityProvidersPage,
  // The page the address shows starts with the page's code, not after it.
  loader: ({ search, realm, client, prefetch }) => {
    prefetch(
      tablePageQuery(
        identityProvidersQuery(client, realm),
        addressPageRequest(readTableState(search)),
      ),
    );
  },
};

// The spec names an add page for each user-defined type; they share one page, which reads the
// type from the address like the generic add page does for social providers.
const addTypedRoutes: AppRoute[] = userDefinedProviderTypes.map((type) => ({
  name: `add-${type}-identity-provider`,
  path: `/:realm/identity-providers/${type}/add`,
  access: { all: ["manage-identity-providers"] },
  breadcrumb: (t) => t("identityProviders.add.breadcrumb"),
  Page: AddIdentityProviderPage,
}));

export const addIdentityProviderRoute: AppRoute = {
  name: "add-identity-provider",
  path: addIdentityProviderPath,
  access: { all: ["manage-identity-providers"] },
  breadcrumb: (t) => t("identityProviders.add.breadcrumb"),
  Page: AddIdentityProviderPage,
};

export const identityProviderRoute: AppRoute = {
  name: "identity-provider",
  path: identityProviderPath,
  access: { all: ["view-identity-providers"] },
  breadcrumb: (t) => t("identityProviders.details.breadcrumb"),
  Page: IdentityProviderPage,
  paramValues: { tab: identityProviderTabs },
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(identityProviderQuery(client, realm, params["alias"] ?? ""));
  },
};

// `.../mappers/create` matches both mapper routes with the same rank; this one is listed first,
// so it wins.
export const createMapperRoute: AppRoute = {
  name: "identity-provider-create-mapper",
  path: createIdentityProviderMapperPath,
  access: { all: ["manage-identity-providers"] },
  breadcrumb: (t) => t("identityProviders.mappers.createBreadcrumb"),
  Page: CreateMapperPage,
  paramValues: { tab: ["mappers"] },
};

export const editMapperRoute: AppRoute = {
  name: "identity-provider-edit-mapper",
  path: identityProviderMapperPath,
  // Read-only without manage-identity-providers.
  access: { all: ["view-identity-providers"] },
  breadcrumb: (t) => t("identityProviders.mappers.editBreadcrumb"),
  Page: EditMapperPage,
};

export const identityProvidersRoutes: AppRoute[] = [
  identityProvidersRoute,
  ...addTypedRoutes,
  addIdentityProviderRoute,
  identityProviderRoute,
  createMapperRoute,
  editMapperRoute,
];
