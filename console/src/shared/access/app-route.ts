import type { TFunction } from "i18next";
import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { generatePath } from "react-router";
import type { RouteAccess } from "./rights";

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
  /** Breadcrumb label; absent for routes that never show in the trail. */
  breadcrumb?: (t: TFunction) => string;
  /** The page, loaded on first visit so the first load ships only the shell. */
  Page: LazyExoticComponent<ComponentType> & { preload?: () => Promise<unknown> };
  /**
   * Fetch the page's code once the shell is idle, so opening a busy section (a list reached from
   * the navigation) does not wait for its chunk. Only for pages most sessions visit.
   */
  preloadWhenIdle?: boolean;
}

/**
 * A lazily loaded page whose code can also be fetched ahead of the first visit.
 *
 * @example
 * const UsersPage = lazyPage(() => import("./users.page"), (module) => module.UsersPage);
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
): AppRoute["Page"] {
  let loading: Promise<M> | undefined;
  const loadOnce = () => (loading ??= load());
  return Object.assign(
    lazy(() => loadOnce().then((module) => ({ default: pick(module) }))),
    { preload: loadOnce },
  );
}

/** Parameter values for a path; `undefined` leaves an optional segment out. */
export type PathParams = Record<string, string | undefined>;

/**
 * Builds a link to a route with its parameters percent-encoded.
 *
 * @example
 * export const toRealms = (params: RealmsParams) => routePath(realmsRoute, params);
 */
export function routePath(route: Pick<AppRoute, "path">, params: PathParams): string {
  const defined = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return generatePath(route.path, defined);
}

/**
 * The realm root (the home page). Kept here because every area links to it, and areas do not
 * import each other.
 */
export const realmRootPath = "/:realm";

/** Link to a realm's home. */
export const toRealmRoot = (realm: string): string => routePath({ path: realmRootPath }, { realm });
