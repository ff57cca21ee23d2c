import type { QueryClient } from "@tanstack/react-query";
import { heldRights } from "@/shared/access/held-rights";
import {
  createHashRouter,
  useParams,
  type LoaderFunction,
  type RouteObject,
  type ShouldRevalidateFunction,
} from "react-router";
import { createAccessChecker } from "@/shared/access/access-checker";
import { openingAccess, type AppRoute } from "@/shared/access/app-route";
import { RouteTableProvider } from "@/shared/access/route-table";
import type { AdminClient } from "@/shared/api/admin-client";
import { whoAmIQuery } from "@/shared/api/console-queries";
import type { Environment } from "@/shared/api/environment";
import { ConsoleRoot } from "./console-root";
import { LoadingScreen } from "./loading-screen";
import type { RouteHandle } from "./route-handle";
import { RouteError } from "./route-error";
import { notFoundRoute, routes } from "./routes";

/** What the routes' loaders start requests with: the same clients the pages use. */
export interface ConsoleRouterContext {
  queryClient: QueryClient;
  client: AdminClient;
  environment: Pick<Environment, "realm">;
}

type ParamValues = AppRoute["paramValues"];

/** Whether every restricted parameter of the address holds one of its allowed values. */
function acceptsParams(
  paramValues: ParamValues,
  params: Readonly<Record<string, string | undefined>>,
): boolean {
  return Object.entries(paramValues ?? {}).every(([name, values]) => {
    const value = params[name];
    return value !== undefined && values.includes(value);
  });
}

/** The route's page, or Page Not Found when the address holds a value the route does not take. */
function RoutePage({ Page, paramValues }: Pick<AppRoute, "Page" | "paramValues">) {
  const params = useParams();
  const NotFoundPage = notFoundRoute.Page;
  return acceptsParams(paramValues, params) ? <Page /> : <NotFoundPage />;
}

/**
 * Starts the page's code and its first queries together when the address changes, and returns at
 * once: navigation and the shell never wait for either. Failures are ignored here; the page shows
 * them when it reads its queries (and loads its code again through React's lazy).
 */
function startPage(route: AppRoute, context: ConsoleRouterContext): LoaderFunction {
  return ({ params, request }) => {
    if (!acceptsParams(route.paramValues, params)) return null;
    route.Page.preload().catch(() => undefined);
    const realm = params["realm"] ?? context.environment.realm;
    const whoAmI = context.queryClient.getQueryData(
      whoAmIQuery(context.client, context.environment.realm, realm).queryKey,
    );
    const rights = heldRights(whoAmI?.realm_access[realm]);
    // A page the administrator may not see shows the guard: asking for its data would only be
    // refused. Before the rights are known (the first address), the page's data starts anyway.
    if (rights !== undefined && !createAccessChecker(rights).allows(openingAccess(route)))
      return null;
    try {
      route.loader?.({
        params,
        search: new URL(request.url).searchParams,
        realm,
        signInRealm: context.environment.realm,
        rights,
        queryClient: context.queryClient,
        client: context.client,
        prefetch: (options) => {
          context.queryClient.query(options).catch(() => undefined);
        },
      });
    } catch (error) {
      console.warn("A page's data could not be requested ahead", error);
    }
    return null;
  };
}

/**
 * The loaders start requests for the path only: a change of the query string alone (a table's
 * page or search) is the page's own business, and its queries follow it.
 */
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname;

function toRouteObject(route: AppRoute, context: ConsoleRouterContext): RouteObject {
  const { name, path, breadcrumb, Page, paramValues } = route;
  const handle: RouteHandle = {
    name,
    access: openingAccess(route),
    ...(breadcrumb ? { breadcrumb } : {}),
  };
  return {
    path,
    element: <RoutePage Page={Page} {...(paramValues ? { paramValues } : {})} />,
    handle,
    loader: startPage(route, context),
    shouldRevalidate: onPathChange,
    // Shown for the moment the router takes to run the loaders of the first address: the loaders
    // return at once, so this is a single frame inside the shell, never a blank screen.
    hydrateFallbackElement: <LoadingScreen />,
  };
}

/**
 * The route objects of the console: the shell at the top, the route table below it. Exported
 * apart from the router so tests can mount them in a memory router.
 */
export function consoleRouteObjects(
  context: ConsoleRouterContext,
  table: readonly AppRoute[] = routes,
): RouteObject[] {
  return [
    {
      path: "/",
      element: (
        <RouteTableProvider routes={table}>
          <ConsoleRoot />
        </RouteTableProvider>
      ),
      errorElement: <RouteError />,
      children: table.map((route) => toRouteObject(route, context)),
    },
  ];
}

/** The console's router: hash addresses, as the server serves one page for the whole console. */
export function createConsoleRouter(context: ConsoleRouterContext) {
  return createHashRouter(consoleRouteObjects(context));
}
