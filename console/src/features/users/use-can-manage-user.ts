import type { UserRepresentation } from "@gatehouse/admin-client";
import { useAccess } from "@/shared/access/access-context";

/**
 * Whether an administrator holding (or not) manage-users may change this user. Both must agree:
 * the realm role, and the server's own verdict on the user (`access.manage`, false under
 * fine-grained permissions that exclude them). A user read without `access` (brief list rows)
 * counts as manageable; the server still refuses a change it does not allow.
 */
export function canManageUser(holdsManageUsers: boolean, user: UserRepresentation): boolean {
  return holdsManageUsers && user.access?.["manage"] !== false;
}

/** Whether the signed-in administrator may change this user (see {@link canManageUser}). */
export function useCanManageUser(user: UserRepresentation): boolean {
  return canManageUser(useAccess().hasAccess("manage-users"), user);
}

/** The same check for many users at once, such as the rows of a list. */
export function useManageUserCheck(): (user: UserRepresentation) => boolean {
  const holdsManageUsers = useAccess().hasAccess("manage-users");
  return (user) => canManageUser(holdsManageUsers, user);
}
