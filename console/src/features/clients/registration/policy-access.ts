import { useAccess } from "@/shared/access/access-context";
import type { AccessRight } from "@/shared/access/rights";

/**
 * The server keeps client registration policies with the realm's components: reading them takes
 * view-realm and changing them manage-realm, besides the clients rights the routes ask for. The
 * console asks for neither without those rights, and says which are missing instead.
 */
export const policyReadRights: readonly AccessRight[] = ["view-realm"];
export const policyManageRights: readonly AccessRight[] = [
  "manage-clients",
  "view-realm",
  "manage-realm",
];

export interface PolicyAccess {
  canRead: boolean;
  canManage: boolean;
  /** The rights still needed to change policies, for the page that edits one. */
  missingToManage: AccessRight[];
}

export function usePolicyAccess(): PolicyAccess {
  const access = useAccess();
  return {
    canRead: access.hasAccess(...policyReadRights),
    canManage: access.hasAccess(...policyManageRights),
    missingToManage: access.missingRights([{ all: policyManageRights }]),
  };
}

/**
 * Whether the rights a route's loader knows read the policies. Unknown (the first page of a
 * session) counts as no: the loader only saves time, and must not ask what the server refuses.
 */
export const rightsReadPolicies = (rights: readonly string[] | undefined): boolean =>
  rights !== undefined && policyReadRights.every((right) => rights.includes(right));

/** Likewise for changing them (the policy page). */
export const rightsManagePolicies = (rights: readonly string[] | undefined): boolean =>
  rights !== undefined && policyManageRights.every((right) => rights.includes(right));
