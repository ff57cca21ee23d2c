import type { AppRoute } from "@/shared/access/app-route";

/** The groups section's routes: the group tree and one group's details. */
export const groupsRoutes: AppRoute[] = [];
