import type { ReactNode } from "react";
import { useAccess } from "@/shared/access/access-context";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { adminPermissionsServerNeeds } from "@/shared/authorization/authorization-rights";

/**
 * Shows its children only to administrators holding what the server wants for the admin
 * permissions (to read them, or with `manage` to change them); the others read which rights are
 * missing instead of a page whose every request the server refuses.
 */
export function ServerRightsGuard({
  manage = false,
  children,
}: {
  manage?: boolean;
  children: ReactNode;
}) {
  const access = useAccess();
  const needed = manage ? adminPermissionsServerNeeds.manage : adminPermissionsServerNeeds.view;
  const missing = access.missingRights([{ all: needed }]);
  if (missing.length > 0) return <ForbiddenSection missingRights={missing} />;
  return children;
}
