import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { realmSettingsQuery } from "@/shared/realm-form/api/realm-settings-query";
import { extStylesPath, extStylesTabPath, extStylesTabs } from "./paths";

const ExtStylesPage = lazyPage(
  () => import("./ext-styles.page"),
  (module) => module.ExtStylesPage,
);

/**
 * Every tab edits the realm's attributes, so the realm comes with the navigation; only for an
 * administrator the server shows them to, as the page asks for nothing otherwise.
 */
const loader: AppRoute["loader"] = ({ realm, client, rights, prefetch }) => {
  if (rights?.includes("view-realm") === false) return;
  prefetch(realmSettingsQuery(client, realm));
};

export const extStylesRoute: AppRoute = {
  name: "ext-styles",
  path: extStylesPath,
  access: { all: ["query-clients"] },
  breadcrumb: (t) => t("extStyles.breadcrumb"),
  Page: ExtStylesPage,
  loader,
};

export const extStylesTabRoute: AppRoute = {
  name: "ext-styles-tab",
  path: extStylesTabPath,
  access: { all: ["query-clients"] },
  breadcrumb: (t) => t("extStyles.breadcrumb"),
  Page: ExtStylesPage,
  paramValues: { tab: extStylesTabs },
  loader,
};

export const extStylesRoutes: AppRoute[] = [extStylesRoute, extStylesTabRoute];
