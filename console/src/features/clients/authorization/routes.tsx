import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import {
  authorizationScopeDetailsPath,
  authorizationTabPath,
  authorizationTabs,
  newAuthorizationScopePath,
  newPermissionPath,
  newPolicyPath,
  newResourcePath,
  permissionDetailsPath,
  permissionTypes,
  policyDetailsPath,
  resourceDetailsPath,
} from "@/shared/paths/client-authorization-paths";
import {
  authorizationEditors as editors,
  authorizationViewers as viewers,
  policyLoader,
} from "@/shared/authorization/authorization-routes";
import { clientQuery } from "../api/client-query";
import { permissionAssociationsQuery, permissionQuery } from "../api/permission-query";

/*
 * A client's authorization services. The rights are the specification's: the tab opens with
 * view-authorization or manage-authorization; creating needs manage-clients or
 * manage-authorization; the details pages open for any of those or view-authorization and show
 * read-only without a manage right.
 */

const AuthorizationTabPage = lazyPage(
  () => import("../client.page"),
  (module) => module.AuthorizationTabPage,
);
const ResourcePage = lazyPage(
  () => import("./resource.page"),
  (module) => module.ResourcePage,
);
const AuthorizationScopePage = lazyPage(
  () => import("./scope.page"),
  (module) => module.AuthorizationScopePage,
);
const PolicyPage = lazyPage(
  () => import("./policy.page"),
  (module) => module.PolicyPage,
);
const PermissionPage = lazyPage(
  () => import("./permission.page"),
  (module) => module.PermissionPage,
);

/** Every page of the area shows the client's name in its header, so the client is asked first. */
const clientLoader =
  (param: "id" | "clientId"): AppRoute["loader"] =>
  ({ params, realm, client, prefetch }) => {
    prefetch(clientQuery(client, realm, params[param] ?? ""));
  };

/**
 * A saved permission's page shows the permission with what it protects and its policies at once,
 * so all three are asked with the client rather than after the page's code has loaded.
 */
const permissionLoader: AppRoute["loader"] = (context) => {
  clientLoader("id")?.(context);
  const { params, realm, client, prefetch } = context;
  const clientId = params["id"] ?? "";
  const permissionId = params["permissionId"] ?? "";
  const type = permissionTypes.find((known) => known === params["permissionType"]);
  if (type === undefined || permissionId === "") return;
  prefetch(permissionQuery(client, realm, clientId, type, permissionId));
  prefetch(permissionAssociationsQuery(client, realm, clientId, permissionId));
};

export const authorizationTabRoute: AppRoute = {
  name: "authorization-tab",
  path: authorizationTabPath,
  access: { any: ["view-authorization", "manage-authorization"] },
  breadcrumb: (t) => t("clients.details.breadcrumb"),
  Page: AuthorizationTabPage,
  paramValues: { tab: authorizationTabs },
  loader: clientLoader("clientId"),
};

export const clientAuthorizationRoutes: AppRoute[] = [
  authorizationTabRoute,
  {
    name: "new-resource",
    path: newResourcePath,
    access: editors,
    breadcrumb: (t) => t("authorization.resources.createBreadcrumb"),
    Page: ResourcePage,
    loader: clientLoader("id"),
  },
  {
    name: "resource-details",
    path: resourceDetailsPath,
    access: viewers,
    breadcrumb: (t) => t("authorization.resources.detailsBreadcrumb"),
    Page: ResourcePage,
    loader: clientLoader("id"),
  },
  {
    name: "new-scope",
    path: newAuthorizationScopePath,
    access: editors,
    breadcrumb: (t) => t("authorization.scopes.createBreadcrumb"),
    Page: AuthorizationScopePage,
    loader: clientLoader("id"),
  },
  {
    name: "scope-details",
    path: authorizationScopeDetailsPath,
    access: { any: ["manage-clients", "view-authorization"] },
    breadcrumb: (t) => t("authorization.scopes.detailsBreadcrumb"),
    Page: AuthorizationScopePage,
    loader: clientLoader("id"),
  },
  {
    name: "new-policy",
    path: newPolicyPath,
    access: editors,
    breadcrumb: (t) => t("authorization.policies.createBreadcrumb"),
    Page: PolicyPage,
    loader: clientLoader("id"),
  },
  {
    name: "policy-details",
    path: policyDetailsPath,
    access: viewers,
    breadcrumb: (t) => t("authorization.policies.detailsBreadcrumb"),
    Page: PolicyPage,
    loader: (context) => {
      clientLoader("id")?.(context);
      policyLoader("id")(context);
    },
  },
  {
    name: "new-permission",
    path: newPermissionPath,
    access: editors,
    breadcrumb: (t) => t("authorization.permissions.createBreadcrumb"),
    Page: PermissionPage,
    paramValues: { permissionType: permissionTypes },
    loader: clientLoader("id"),
  },
  {
    name: "permission-details",
    path: permissionDetailsPath,
    access: viewers,
    breadcrumb: (t) => t("authorization.permissions.detailsBreadcrumb"),
    Page: PermissionPage,
    paramValues: { permissionType: permissionTypes },
    loader: permissionLoader,
  },
];
