import type { AppRoute } from "@/shared/access/app-route";
import { clientRegistrationRoutes } from "./registration/routes";
import { clientRoleRoutes } from "./roles/routes";
import { dedicatedScopeRoutes } from "./scopes/routes";

/** The clients list, creation and import, and one client's page; each sub-area adds its own. */
export const clientsRoutes: AppRoute[] = [
  ...clientRegistrationRoutes,
  ...clientRoleRoutes,
  ...dedicatedScopeRoutes,
];
