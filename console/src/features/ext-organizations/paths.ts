import { routePath } from "@/shared/paths/route-path";

/**
 * The addresses of the pages over Phase Two's organizations extension: its list and one
 * organization's tabs. They are apart from the built-in organizations' (`/organizations`), whose
 * server API and rights differ.
 */
export const extOrganizationsPath = "/:realm/ext-organizations";
export const extOrganizationPath = "/:realm/ext-organizations/:orgId/:tab";

/** One organization's tabs, in the order they show. */
export const extOrganizationTabs = [
  "settings",
  "attributes",
  "domains",
  "members",
  "roles",
  "invitations",
  "identity-providers",
] as const;
export type ExtOrganizationTab = (typeof extOrganizationTabs)[number];

export interface ExtOrganizationsParams {
  realm: string;
}

export interface ExtOrganizationParams {
  realm: string;
  /** The organization's id in the extension. */
  orgId: string;
  tab: ExtOrganizationTab;
}

export const toExtOrganizations = ({ realm }: ExtOrganizationsParams): string =>
  routePath(extOrganizationsPath, { realm });

export const toExtOrganization = ({ realm, orgId, tab }: ExtOrganizationParams): string =>
  routePath(extOrganizationPath, { realm, orgId, tab });
