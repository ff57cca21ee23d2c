import { lazy } from "react";
import { routePath, type AppRoute } from "@/shared/access/app-route";

export interface RealmsParams {
  realm: string;
}

const RealmsPage = lazy(() =>
  import("./realms.page").then((module) => ({ default: module.RealmsPage })),
);

export const realmsRoute: AppRoute = {
  name: "realms",
  path: "/:realm/realms",
  // Every administrator may list the realms they can see; the navigation offers it in master only.
  access: "anyone",
  breadcrumb: (t) => t("realms.breadcrumb"),
  Page: RealmsPage,
};

export const realmsRoutes: AppRoute[] = [realmsRoute];

export const toRealms = ({ realm }: RealmsParams): string => routePath(realmsRoute, { realm });
