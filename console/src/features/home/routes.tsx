import { lazy } from "react";
import { realmRootPath, routePath, type AppRoute } from "@/shared/access/app-route";

export const homeTabs = ["welcome", "info", "providers"] as const;
export type HomeTab = (typeof homeTabs)[number];

export interface HomeParams {
  realm: string;
  tab?: HomeTab;
}

const HomePage = lazy(() => import("./home.page").then((module) => ({ default: module.HomePage })));

const breadcrumb: AppRoute["breadcrumb"] = (t) => t("home.breadcrumb");

export const rootRoute: AppRoute = {
  name: "home-root",
  path: "/",
  access: "anyone",
  breadcrumb,
  Page: HomePage,
};

export const homeRoute: AppRoute = {
  name: "home",
  path: realmRootPath,
  access: "anyone",
  breadcrumb,
  Page: HomePage,
};

export const homeTabRoute: AppRoute = {
  name: "home-tab",
  path: "/:realm/:tab",
  access: "anyone",
  breadcrumb,
  Page: HomePage,
};

export const homeRoutes: AppRoute[] = [rootRoute, homeRoute, homeTabRoute];

/** Link to a realm's home, optionally to one of its tabs. */
export const toHome = ({ realm, tab }: HomeParams): string =>
  tab === undefined ? routePath(homeRoute, { realm }) : routePath(homeTabRoute, { realm, tab });
