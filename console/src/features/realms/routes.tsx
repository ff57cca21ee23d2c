import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { realmsPath } from "./paths";

const RealmsPage = lazyPage(
  () => import("./realms.page"),
  (module) => module.RealmsPage,
);

export const realmsRoute: AppRoute = {
  name: "realms",
  path: realmsPath,
  // Every administrator may list the realms they can see; the navigation offers it in master only.
  access: "anyone",
  breadcrumb: (t) => t("realms.breadcrumb"),
  Page: RealmsPage,
};

export const realmsRoutes: AppRoute[] = [realmsRoute];
