import type { TFunction } from "i18next";
import { matchRoutes } from "react-router";
import type { AppRoute } from "@/shared/access/app-route";

export interface Crumb {
  label: string;
  to: string;
}

/**
 * Root, realm root (with its home tabs) and page-section root: their crumb would only repeat what
 * the header and navigation already say.
 */
const excluded = new Set([
  "/",
  "/:realm",
  "/:realm/:tab",
  "/:realm?/page-section",
  "/:realm/page-section",
]);

/**
 * The breadcrumb trail for an address: one crumb per leading part of the path that a route with
 * a label matches, repeated labels dropped. The trail shows only with more than one crumb, so a
 * single crumb yields an empty trail.
 *
 * @example
 * buildBreadcrumbs("/master/clients/42/settings", routes, t);
 * // [{ label: "Clients", to: "/master/clients" }, { label: "Client details", to: "/master/clients/42/settings" }]
 */
export function buildBreadcrumbs(
  pathname: string,
  routes: readonly Pick<AppRoute, "path" | "breadcrumb">[],
  t: TFunction,
): Crumb[] {
  const table = routes.map((route) => ({ path: route.path, handle: route }));
  const segments = pathname.split("/").filter((segment) => segment !== "");
  const crumbs: Crumb[] = [];
  for (let length = 1; length <= segments.length; length++) {
    const to = `/${segments.slice(0, length).join("/")}`;
    // matchRoutes ranks like the router does: "/:realm/realms" wins over "/:realm/:tab".
    const route = matchRoutes(table, to)?.at(-1)?.route.handle;
    if (route?.breadcrumb === undefined || excluded.has(route.path)) continue;
    const label = route.breadcrumb(t);
    if (!crumbs.some((crumb) => crumb.label === label)) crumbs.push({ label, to });
  }
  return crumbs.length > 1 ? crumbs : [];
}
