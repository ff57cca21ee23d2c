import type { AppRoute } from "@/shared/access/app-route";

/** What each route of the table carries in react-router's `handle`. */
export type RouteHandle = Pick<AppRoute, "name" | "access" | "breadcrumb">;

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && "access" in value && "name" in value;
}
