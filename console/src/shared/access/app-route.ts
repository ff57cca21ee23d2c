import type {
  DefaultError,
  QueryClient,
  QueryExecuteOptions,
  QueryKey,
} from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { AdminClient } from "@/shared/api/admin-client";
import type { RouteAccess } from "./rights";

/** A page loaded on its first visit, whose code can also be fetched ahead of it. */
export type LazyPage = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

/** What a route's `loader` gets to start the page's first requests with. */
export interface RouteLoaderContext {
  /** The parameters of the address, as text. */
  params: Readonly<Record<string, string | undefined>>;
  /** The query string of the address (a list's page, search and filters). */
  search: URLSearchParams;
  /** The realm the page shows: the `:realm` of the address, else the sign-in realm. */
  realm: string;
  /** The realm the administrator signed in to. */
  signInRealm: string;
  /**
   * The administrator's rights in that realm when already known (not yet on the first page of a
   * session): a loader asks nothing the page itself would not ask with these rights.
   */
  rights: readonly string[] | undefined;
  queryClient: QueryClient;
  client: AdminClient;
  /**
   * Starts a query unless its cached data is fresh, without waiting and without reporting a
   * failure: the page's own `useQuery` shows that.
   */
  prefetch: <
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TKey extends QueryKey = QueryKey,
  >(
    options: QueryExecuteOptions<TQueryFnData, TError, TData, TQueryFnData, TKey>,
  ) => void;
}

/**
 * One entry of the console's route table. Navigation, the access guard and breadcrumbs all read
 * these entries, so a page's path, rights and label are stated once.
 */
export interface AppRoute {
  /** Stable name, used in tests and in the spec comparison. */
  name: string;
  /** react-router path, `:param` segments, `?` for optional ones. */
  path: string;
  access: RouteAccess;
  /**
   * The rights that open the page, where they are fewer than the spec's `access`: the page itself
   * names what needs the rest on the part that needs it. A realm role's page names view-users on
   * its users tab only, so an administrator who creates a role without that right still opens it.
   * `access` stays the spec's, which the route table test compares.
   */
  opensWith?: RouteAccess;
  /** Breadcrumb label; absent for routes that never show in the trail. */
  breadcrumb?: (t: TFunction) => string;
  /** The page, made with `lazyPage`, so the first load ships only the shell. */
  Page: LazyPage;
  /**
   * Fetch the page's code once the shell is idle, so opening a busy section (a list reached from
   * the navigation) does not wait for its chunk. Only for pages most sessions visit.
   */
  preloadWhenIdle?: boolean;
  /**
   * The values a path parameter may take. An address with any other value there shows Page Not
   * Found: a pattern as open as `/:realm/:tab` would otherwise catch every unknown section.
   */
  paramValues?: Readonly<Record<string, readonly string[]>>;
  /**
   * Starts the page's first queries (`prefetch(xQuery(...))`) when the address
   * changes, while the page's code is still loading, so opening a page waits for the slower of the
   * two rather than for both in turn. It must not wait for anything: it returns at once, and a
   * failure is left for the page to show when its own query reads the cache.
   */
  loader?: (context: RouteLoaderContext) => void;
}

/** The rights the guard, the navigation and the loaders check before opening the route's page. */
export const openingAccess = (route: Pick<AppRoute, "access" | "opensWith">): RouteAccess =>
  route.opensWith ?? route.access;

/**
 * A lazily loaded page whose code can also be fetched ahead of the first visit. The only way a
 * page is loaded, so every page can be preloaded by the router and when the shell is idle.
 *
 * @example
 * const UsersPage = lazyPage(() => import("./users.page"), (module) => module.UsersPage);
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyPage {
  let loading: Promise<M> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(
    lazy(() => loadOnce().then((module) => ({ default: pick(module) }))),
    { preload: loadOnce },
  );
}
