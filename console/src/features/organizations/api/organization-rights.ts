import { useAccess } from "@/shared/access/access-context";

/**
 * What the administrator may change on an organization's members and groups. The server wants
 * manage-organizations (or manage-realm, which covers it) for any change to the organization, and
 * manage-users as well to change who is a member: the page's own right (`canManage`) is the latter.
 */
export function useOrganizationRights(canManage: boolean) {
  const access = useAccess();
  const managesOrganizations = access.hasSomeAccess("manage-organizations", "manage-realm");
  return {
    canManageMembers: canManage && managesOrganizations,
    canManageGroups: managesOrganizations,
  };
}
