import type { UserRepresentation } from "@gatehouse/admin-client";
import { useAccess } from "@/shared/access/access-context";

/**
 * Whether the signed-in administrator may change this user: manage-users in the realm, and the
 * server's own verdict on the user (`access.manage`, false under fine-grained permissions that
 * exclude them).
 */
export function useCanManageUser(user: UserRepresentation): boolean {
  const access = useAccess();
  return access.hasAccess("manage-users") && user.access?.["manage"] !== false;
}
