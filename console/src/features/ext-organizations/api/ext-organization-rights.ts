import { useAccess } from "@/shared/access/access-context";

/**
 * What the administrator may do with the extension's organizations. The extension reads them with
 * view-organizations and changes them (members and roles included) with manage-organizations; the
 * routes open with the client rights the specification gives, so these decide the controls.
 */
export function useExtOrganizationRights() {
  const access = useAccess();
  return {
    canSee: access.hasSomeAccess("view-organizations", "manage-organizations"),
    canManage: access.hasAccess("manage-organizations"),
  };
}
