import { TabContentBody } from "@patternfly/react-core";
import { AdminPermissionsLinks } from "./admin-permissions-links";
import type { PermissionsOwnerAdapter } from "./api/permissions-owner";
import { PermissionsV1Tab } from "./permissions-v1-tab";
import { usePermissionsTabVersion } from "./use-permissions-tab-version";

/**
 * An object's permissions tab: version 1's switch and scopes, or, where the realm keeps its admin
 * permissions in the version 2 section, links there. The page shows the tab when
 * `usePermissionsTabVersion(adapter.viewRight)` names a version.
 *
 * @example
 * ```tsx
 * { key: "permissions", isShown: version !== undefined, content: <PermissionsTab adapter={owner} /> }
 * ```
 */
export function PermissionsTab({ adapter }: { adapter: PermissionsOwnerAdapter }) {
  const version = usePermissionsTabVersion(adapter.viewRight);
  if (version === undefined) return null;
  return (
    <TabContentBody hasPadding>
      {version === "v2" ? (
        <AdminPermissionsLinks owner={adapter.owner} />
      ) : (
        <PermissionsV1Tab adapter={adapter} />
      )}
    </TabContentBody>
  );
}
