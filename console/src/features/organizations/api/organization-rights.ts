import { useAccess } from "@/shared/access/access-context";
import type { AccessRight } from "@/shared/access/rights";

/**
 * The server's own rights for organizations, beyond the routes' (query-groups for the list,
 * manage-users for the rest): it shows them with view-organizations and changes them with
 * manage-organizations, and manage-realm covers both.
 */
export const seesOrganizations: readonly AccessRight[] = [
  "view-organizations",
  "manage-organizations",
  "manage-realm",
];
const managesOrganizationsRights: readonly AccessRight[] = ["manage-organizations", "manage-realm"];

/**
 * What the administrator may see and change of organizations. Changing who is a member needs
 * manage-users as well, which is also the right the details page opens with.
 */
export function useOrganizationRights() {
  const access = useAccess();
  const managesOrganizations = access.hasSomeAccess(...managesOrganizationsRights);
  const managesUsers = access.hasAccess("manage-users");
  return {
    canSee: access.hasSomeAccess(...seesOrganizations),
    canManage: managesOrganizations,
    /** Creating one is a page of its own, which opens with manage-users. */
    canCreate: managesOrganizations && managesUsers,
    canManageMembers: managesOrganizations && managesUsers,
  };
}
