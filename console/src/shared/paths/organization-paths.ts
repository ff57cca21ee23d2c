import { routePath } from "./route-path";

/**
 * The addresses of the organizations list, of creating one and of one organization's tabs. A
 * user's organizations tab links to the organizations it lists, so these live here.
 */
export const organizationsPath = "/:realm/organizations";
export const newOrganizationPath = "/:realm/organizations/new";
export const organizationPath = "/:realm/organizations/:id/:tab";

/** One organization's tabs, in the order they show. */
export const organizationTabs = [
  "settings",
  "attributes",
  "members",
  "identity-providers",
  "groups",
] as const;
export type OrganizationTab = (typeof organizationTabs)[number];

export interface OrganizationsParams {
  realm: string;
}

export interface OrganizationParams {
  realm: string;
  /** The organization's id. */
  id: string;
  tab: OrganizationTab;
}

export const toOrganizations = ({ realm }: OrganizationsParams): string =>
  routePath(organizationsPath, { realm });

export const toNewOrganization = ({ realm }: OrganizationsParams): string =>
  routePath(newOrganizationPath, { realm });

export const toOrganization = ({ realm, id, tab }: OrganizationParams): string =>
  routePath(organizationPath, { realm, id, tab });
