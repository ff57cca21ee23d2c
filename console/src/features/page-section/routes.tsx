import { lazyPage, type AppRoute } from "@/shared/access/app-route";
import { realmQuery } from "@/shared/api/console-queries";
import { pageItemQuery } from "./api/page-item-query";
import { pageItemsQuery } from "./api/page-items-query";
import { addPageItemPath, pageItemPath, pageSectionPath } from "./paths";

const PageSectionPage = lazyPage(
  () => import("./page-section.page"),
  (module) => module.PageSectionPage,
);
const AddPageItemPage = lazyPage(
  () => import("./add-page-item.page"),
  (module) => module.AddPageItemPage,
);
const PageItemPage = lazyPage(
  () => import("./page-item.page"),
  (module) => module.PageItemPage,
);

/** The items of one server-provided page (a UiPageProvider). */
export const pageSectionRoute: AppRoute = {
  name: "page-section",
  path: pageSectionPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("pageSection.breadcrumb.page"),
  Page: PageSectionPage,
  loader: ({ params, realm, queryClient, client, prefetch }) => {
    const providerId = params["providerId"] ?? "";
    // Items hang below the realm's id; the shell has usually loaded the realm already.
    queryClient
      .query(realmQuery(client, realm))
      .then((representation) => {
        prefetch(pageItemsQuery(client, realm, representation?.id ?? realm, providerId));
      })
      .catch(() => undefined);
  },
};

export const pageSectionDetailsRoute: AppRoute = {
  name: "page-section-details",
  path: pageItemPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("pageSection.breadcrumb.details"),
  Page: PageItemPage,
  loader: ({ params, realm, client, prefetch }) => {
    prefetch(pageItemQuery(client, realm, params["id"] ?? ""));
  },
};

export const pageSectionAddRoute: AppRoute = {
  name: "page-section-add",
  path: addPageItemPath,
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("pageSection.breadcrumb.add"),
  Page: AddPageItemPage,
};

export const pageSectionRoutes: AppRoute[] = [
  pageSectionRoute,
  pageSectionAddRoute,
  pageSectionDetailsRoute,
];
