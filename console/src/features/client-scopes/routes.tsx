import type { AppRoute } from "@/shared/access/app-route";

export const clientScopesRoutes: AppRoute[] = [];
