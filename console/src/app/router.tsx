import { createHashRouter, type RouteObject } from "react-router";
import type { AppRoute } from "@/shared/access/app-route";
import { ConsoleRoot } from "./console-root";
import type { RouteHandle } from "./route-handle";
import { RouteError } from "./route-error";
import { routes } from "./routes";

function toRouteObject({ name, path, access, breadcrumb, Page }: AppRoute): RouteObject {
  const handle: RouteHandle = { name, access, ...(breadcrumb ? { breadcrumb } : {}) };
  return { path, element: <Page />, handle };
}

/**
 * The route objects of the console: the shell at the top, the route table below it. Exported
 * apart from the router so tests can mount them in a memory router.
 */
export function consoleRouteObjects(table: readonly AppRoute[] = routes): RouteObject[] {
  return [
    {
      path: "/",
      element: <ConsoleRoot />,
      errorElement: <RouteError />,
      children: table.map(toRouteObject),
    },
  ];
}

/** The console's router: hash addresses, as the server serves one page for the whole console. */
export function createConsoleRouter() {
  return createHashRouter(consoleRouteObjects());
}
