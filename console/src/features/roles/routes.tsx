import type { AppRoute } from "@/shared/access/app-route";

/** The realm roles section's routes: the list, create and one role's details. */
export const realmRolesRoutes: AppRoute[] = [];
