import { useAccess } from "@/shared/access/access-context";
import { useCanOpenRoute } from "@/shared/access/route-table";
import type { AccessRight } from "@/shared/access/rights";
import { useIsFeatureEnabled, useRealmRepresentation } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { adminPermissionsTabPath } from "@/shared/paths/admin-permission-paths";
import { permissionsTabVersion, type PermissionsTabVersion } from "./permissions-tab-version";

/**
 * Which content an object's permissions tab shows, or `undefined` when it stays hidden. `readRight`
 * is the right version 1 asks for reading the object's permissions (the adapter's `viewRight`);
 * version 2 needs the right to open its section instead.
 *
 * @example
 * const version = usePermissionsTabVersion(permissionsOwner.viewRight);
 */
export function usePermissionsTabVersion(
  readRight: AccessRight,
): PermissionsTabVersion | undefined {
  const access = useAccess();
  return permissionsTabVersion({
    v1Feature: useIsFeatureEnabled(Feature.AdminFineGrainedAuthz),
    v2Feature: useIsFeatureEnabled(Feature.AdminFineGrainedAuthzV2),
    realmUsesV2: useRealmRepresentation()?.adminPermissionsEnabled === true,
    mayReadV1: access.hasAccess(readRight),
    mayOpenSection: useCanOpenRoute(adminPermissionsTabPath),
  });
}
