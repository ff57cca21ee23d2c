import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { adminPermissionsClientQuery } from "@/shared/authorization/api/admin-permissions-client-query";
import {
  authorizationEditors as editors,
  authorizationViewers as viewers,
  policyLoader,
} from "@/shared/authorization/authorization-routes";
import {
  adminPermissionDetailsPath,
  adminPermissionPoliciesPath,
  adminPermissionsPath,
  adminPermissionsTabPath,
  adminPermissionsTabs,
  adminPolicyDetailsPath,
  newAdminPermissionPath,
  newAdminPolicyPath,
} from "@/shared/paths/admin-permission-paths";
import { adminPermissionQuery } from "./api/admin-permission-query";
import { resourceTypesQuery } from "./api/resource-types-query";

/*
 * Fine-grained admin permissions, version 2. The rights are the specification's: the section opens
 * with view-realm, view-clients or view-users; creating needs manage-clients or
 * manage-authorization; the details pages open for those or view-authorization and show
 * read-only without a manage right.
 */

const RootPage = lazyPage(
  () => import("./permissions.page"),
  (module) => module.AdminPermissionsRootPage,
);
const TabsPage = lazyPage(
  () => import("./permissions.page"),
  (module) => module.AdminPermissionsPage,
);
const PermissionPage = lazyPage(
  () => import("./permission.page"),
  (module) => module.AdminPermissionPage,
);
const PolicyPage = lazyPage(
  () => import("./policy.page"),
  (module) => module.AdminPolicyPage,
);

const sectionViewers: AppRoute["access"] = { any: ["view-realm", "view-clients", "view-users"] };

/** The server reads the admin permissions only with view-realm: asked ahead only then. */
const readsAdminPermissions = (rights: readonly string[] | undefined): boolean =>
  rights?.includes("view-realm") === true;

/** Every page of a permission names its resource type's scopes: asked with the navigation. */
const typesLoader: AppRoute["loader"] = ({ params, realm, client, rights, prefetch }) => {
  if (!readsAdminPermissions(rights)) return;
  prefetch(resourceTypesQuery(client, realm, params["permissionClientId"] ?? ""));
};

export const permissionsRoutes: AppRoute[] = [
  {
    name: "permissions",
    path: adminPermissionsPath,
    access: { all: ["view-realm", "view-clients", "view-users"] },
    breadcrumb: (t) => t("permissions.admin.breadcrumb"),
    Page: RootPage,
    loader: ({ realm, client, prefetch }) => {
      prefetch(adminPermissionsClientQuery(client, realm));
    },
  },
  {
    name: "permissions-tab",
    path: adminPermissionsTabPath,
    access: sectionViewers,
    breadcrumb: (t) => t("permissions.admin.breadcrumb"),
    Page: TabsPage,
    paramValues: { tab: adminPermissionsTabs },
    loader: typesLoader,
  },
  {
    name: "permission-policies",
    path: adminPermissionPoliciesPath,
    access: sectionViewers,
    breadcrumb: (t) => t("permissions.admin.breadcrumb"),
    Page: TabsPage,
  },
  {
    name: "new-permission-configuration",
    path: newAdminPermissionPath,
    access: editors,
    breadcrumb: (t) => t("permissions.admin.form.createBreadcrumb"),
    Page: PermissionPage,
    loader: typesLoader,
  },
  {
    name: "new-permission-policy",
    path: newAdminPolicyPath,
    access: editors,
    breadcrumb: (t) => t("permissions.admin.policy.createBreadcrumb"),
    Page: PolicyPage,
  },
  {
    name: "permission-configuration-details",
    path: adminPermissionDetailsPath,
    access: viewers,
    breadcrumb: (t) => t("permissions.admin.form.detailsBreadcrumb"),
    Page: PermissionPage,
    loader: (context) => {
      typesLoader(context);
      const { params, realm, client, rights, prefetch } = context;
      if (!readsAdminPermissions(rights)) return;
      prefetch(
        adminPermissionQuery(
          client,
          realm,
          params["permissionClientId"] ?? "",
          params["permissionId"] ?? "",
        ),
      );
    },
  },
  {
    name: "permission-policy-details",
    path: adminPolicyDetailsPath,
    access: viewers,
    breadcrumb: (t) => t("permissions.admin.policy.detailsBreadcrumb"),
    Page: PolicyPage,
    loader: (args) => {
      if (readsAdminPermissions(args.rights)) policyLoader("permissionClientId")(args);
    },
  },
];
