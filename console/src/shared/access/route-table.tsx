import { createContext, useContext, type ReactNode } from "react";
import { openingAccess, type AppRoute } from "./app-route";
import { useAccess } from "./access-context";

type RouteEntry = Pick<AppRoute, "path" | "access">;

const RouteTableContext = createContext<readonly RouteEntry[]>([]);

/**
 * Makes the console's route table known below it, so a page can tell whether another section's
 * page exists yet (sections appear as they are built) without importing the app layer.
 */
export function RouteTableProvider({
  routes,
  children,
}: {
  routes: readonly RouteEntry[];
  children: ReactNode;
}) {
  return <RouteTableContext.Provider value={routes}>{children}</RouteTableContext.Provider>;
}

/**
 * Whether the console has a page at this route pattern that the administrator may open: a link to
 * it leads somewhere, not to Page Not Found or a refusal. Without a route table (no provider
 * above), no page counts as present.
 *
 * @example
 * const linked = useCanOpenRoute(ldapProviderPath);
 */
export function useCanOpenRoute(pattern: string): boolean {
  const routes = useContext(RouteTableContext);
  const access = useAccess();
  const route = routes.find((entry) => entry.path === pattern);
  return route !== undefined && access.allows(openingAccess(route));
}
