import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { readTableState } from "@/shared/ui/table/table-address";
import { addressPageRequest, tablePageQuery } from "@/shared/ui/table/table-page-query";
import { realmsQuery } from "./api/realms-query";
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
  loader: ({ search, signInRealm, client, prefetch }) => {
    prefetch(
      tablePageQuery(realmsQuery(client, signInRealm), addressPageRequest(readTableState(search))),
    );
  },
};

export const realmsRoutes: AppRoute[] = [realmsRoute];
