import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import {
  authenticationPath,
  authenticationTabPath,
  authenticationTabs,
  createFlowPath,
  flowBuiltInPath,
  flowPath,
} from "./paths";

const AuthenticationPage = lazyPage(
  () => import("./authentication.page"),
  (module) => module.AuthenticationPage,
);
const CreateFlowPage = lazyPage(
  () => import("./flows/create-flow.page"),
  (module) => module.CreateFlowPage,
);
const FlowPage = lazyPage(
  () => import("./flow-editor/flow.page"),
  (module) => module.FlowPage,
);

// The page lists flows with where they are used, which reads the realm's bindings, its clients'
// overrides and its identity providers: all three rights are needed to open it.
const pageAccess: AppRoute["access"] = {
  all: ["view-realm", "view-identity-providers", "view-clients"],
};

export const authenticationRoute: AppRoute = {
  name: "authentication",
  path: authenticationPath,
  access: pageAccess,
  breadcrumb: (t) => t("authentication.breadcrumb"),
  Page: AuthenticationPage,
};

export const authenticationTabRoute: AppRoute = {
  name: "authentication-tab",
  path: authenticationTabPath,
  access: pageAccess,
  breadcrumb: (t) => t("authentication.breadcrumb"),
  Page: AuthenticationPage,
  paramValues: { tab: authenticationTabs },
};

export const createFlowRoute: AppRoute = {
  name: "create-flow",
  path: createFlowPath,
  access: { all: ["manage-authorization"] },
  breadcrumb: (t) => t("authentication.createFlow.breadcrumb"),
  Page: CreateFlowPage,
};

export const flowRoute: AppRoute = {
  name: "flow",
  path: flowPath,
  access: { all: ["view-authorization"] },
  breadcrumb: (t) => t("authentication.flow.breadcrumb"),
  Page: FlowPage,
};

export const flowBuiltInRoute: AppRoute = {
  name: "flow-built-in",
  path: flowBuiltInPath,
  access: { all: ["view-authorization"] },
  breadcrumb: (t) => t("authentication.flow.breadcrumb"),
  Page: FlowPage,
};

export const authenticationRoutes: AppRoute[] = [
  authenticationRoute,
  authenticationTabRoute,
  createFlowRoute,
  flowRoute,
  flowBuiltInRoute,
];
