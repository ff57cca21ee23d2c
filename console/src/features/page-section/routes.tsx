import { lazy } from "react";
import { routePath, type AppRoute } from "@/shared/access/app-route";

const PageSectionPage = lazy(() =>
  import("./page-section.page").then((module) => ({ default: module.PageSectionPage })),
);
const AddPageItemPage = lazy(() =>
  import("./add-page-item.page").then((module) => ({ default: module.AddPageItemPage })),
);
const PageItemPage = lazy(() =>
  import("./page-item.page").then((module) => ({ default: module.PageItemPage })),
);

/** The items of one server-provided page (a UiPageProvider); the realm part is optional. */
export const pageSectionRoute: AppRoute = {
  name: "page-section",
  path: "/:realm?/page-section/:providerId",
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("pageSection.breadcrumb.page"),
  Page: PageSectionPage,
};

export const pageSectionDetailsRoute: AppRoute = {
  name: "page-section-details",
  path: "/:realm?/page-section/:providerId/:id",
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("pageSection.breadcrumb.details"),
  Page: PageItemPage,
};

export const pageSectionAddRoute: AppRoute = {
  name: "page-section-add",
  path: "/:realm?/page-section/:providerId/add",
  access: { all: ["view-realm"] },
  breadcrumb: (t) => t("pageSection.breadcrumb.add"),
  Page: AddPageItemPage,
};

export const pageSectionRoutes: AppRoute[] = [
  pageSectionRoute,
  pageSectionAddRoute,
  pageSectionDetailsRoute,
];

export interface PageSectionParams {
  realm: string;
  providerId: string;
}

export const toPageSection = ({ realm, providerId }: PageSectionParams): string =>
  routePath(pageSectionRoute, { realm, providerId });

export const toAddPageItem = ({ realm, providerId }: PageSectionParams): string =>
  routePath(pageSectionAddRoute, { realm, providerId });

export const toPageItem = ({ realm, providerId, id }: PageSectionParams & { id: string }): string =>
  routePath(pageSectionDetailsRoute, { realm, providerId, id });
