import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { realmQuery, serverInfoQuery } from "@/shared/api/console-queries";
import { homePath, homeTabPath, homeTabs } from "./paths";

const HomePage = lazyPage(
  () => import("./home.page"),
  (module) => module.HomePage,
);

const breadcrumb: AppRoute["breadcrumb"] = (t) => t("home.breadcrumb");

/** Home shows the realm and the server's info; after a realm switch the realm is new. */
const loader: AppRoute["loader"] = ({ realm, client, prefetch }) => {
  prefetch(realmQuery(client, realm));
  prefetch(serverInfoQuery(client));
};

export const rootRoute: AppRoute = {
  name: "home-root",
  path: "/",
  access: "anyone",
  breadcrumb,
  Page: HomePage,
  loader,
};

export const homeRoute: AppRoute = {
  name: "home",
  path: homePath,
  access: "anyone",
  breadcrumb,
  Page: HomePage,
  loader,
};

export const homeTabRoute: AppRoute = {
  name: "home-tab",
  path: homeTabPath,
  access: "anyone",
  breadcrumb,
  Page: HomePage,
  loader,
  // `/:realm/:tab` matches any one segment after the realm: only home's tabs are home.
  paramValues: { tab: homeTabs },
};

export const homeRoutes: AppRoute[] = [rootRoute, homeRoute, homeTabRoute];
