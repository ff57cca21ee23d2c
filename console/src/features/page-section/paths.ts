import { routePath } from "@/shared/paths/route-path";

/** The items of one server-provided page (a UiPageProvider). */
export interface PageSectionParams {
  realm: string;
  providerId: string;
}

export interface PageItemParams extends PageSectionParams {
  id: string;
}

// The realm segment may be left out; the pages then show the sign-in realm.
export const pageSectionPath = "/:realm?/page-section/:providerId";
export const addPageItemPath = `${pageSectionPath}/add`;
export const pageItemPath = `${pageSectionPath}/:id`;

export const toPageSection = ({ realm, providerId }: PageSectionParams): string =>
  routePath(pageSectionPath, { realm, providerId });

export const toAddPageItem = ({ realm, providerId }: PageSectionParams): string =>
  routePath(addPageItemPath, { realm, providerId });

export const toPageItem = ({ realm, providerId, id }: PageItemParams): string =>
  routePath(pageItemPath, { realm, providerId, id });
