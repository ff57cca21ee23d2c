import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { authenticationRoutes } from "@/features/authentication/routes";
import { clientScopesRoutes } from "@/features/client-scopes/routes";
import { clientsRoutes } from "@/features/clients/routes";
import { eventsRoutes } from "@/features/events/routes";
import { extOrganizationsRoutes } from "@/features/ext-organizations/routes";
import { extStylesRoutes } from "@/features/ext-styles/routes";
import { groupsRoutes } from "@/features/groups/routes";
import { identityProvidersRoutes } from "@/features/identity-providers/routes";
import { organizationsRoutes } from "@/features/organizations/routes";
import { homeRoutes } from "@/features/home/routes";
import { pageSectionRoutes } from "@/features/page-section/routes";
import { permissionsRoutes } from "@/features/permissions/routes";
import { realmSettingsRoutes } from "@/features/realm-settings/routes";
import { realmsRoutes } from "@/features/realms/routes";
import { realmRolesRoutes } from "@/features/roles/routes";
import { sessionsRoutes } from "@/features/sessions/routes";
import { userFederationRoutes } from "@/features/user-federation/routes";
import { usersRoutes } from "@/features/users/routes";
import { workflowsRoutes } from "@/features/workflows/routes";

const NotFoundPage = lazyPage(
  () => import("./not-found.page"),
  (module) => module.NotFoundPage,
);

export const notFoundRoute: AppRoute = {
  name: "not-found",
  path: "*",
  access: "anyone",
  Page: NotFoundPage,
};

/**
 * The console's one route table: each area contributes its `routes.tsx`. Routing, the access
 * guard, breadcrumbs and the navigation all read it; `routes.test.ts` holds it to the spec.
 */
export const routes: AppRoute[] = [
  ...homeRoutes,
  ...realmsRoutes,
  ...usersRoutes,
  ...groupsRoutes,
  ...realmRolesRoutes,
  ...clientScopesRoutes,
  ...clientsRoutes,
  ...realmSettingsRoutes,
  ...authenticationRoutes,
  ...identityProvidersRoutes,
  ...organizationsRoutes,
  ...sessionsRoutes,
  ...userFederationRoutes,
  ...eventsRoutes,
  ...pageSectionRoutes,
  ...workflowsRoutes,
  ...permissionsRoutes,
  ...extOrganizationsRoutes,
  ...extStylesRoutes,
  notFoundRoute,
];
