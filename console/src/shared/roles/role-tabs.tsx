import { PageSection, TabContentBody } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { rolePermissionsOwner } from "@/shared/permissions-v1/api/permissions-owner";
import { PermissionsTab } from "@/shared/permissions-v1/permissions-tab";
import { usePermissionsTabVersion } from "@/shared/permissions-v1/use-permissions-tab-version";
import type { RoutedTab } from "@/shared/ui/tabs/routed-tabs";
import { AssociatedRolesTab } from "./associated-roles-tab";
import { RoleAttributesTab } from "./role-attributes-tab";
import type { RoleDetailsProps, RoleTab } from "./role-container";
import { RoleSettingsTab } from "./role-settings-tab";
import { UsersInRoleTab } from "./users-in-role-tab";

export interface RoleTabsOptions extends RoleDetailsProps {
  /** Whether the administrator may see who holds the role; the users tab names view-users if not. */
  canViewUsers: boolean;
}

/**
 * The tabs every role's page shows, realm or client role: settings, attributes, associated roles,
 * users in role and (with fine-grained admin permissions) permissions. Each tab's
 * content sits flush in the page section that holds the tabs.
 */
export function useRoleTabs({
  container,
  role,
  canManage,
  canViewUsers,
}: RoleTabsOptions): RoutedTab<RoleTab>[] {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const permissionsOwner = rolePermissionsOwner(client, realm, role.id, container.kind);
  const showPermissions = usePermissionsTabVersion(permissionsOwner.viewRight) !== undefined;

  const tabs: RoutedTab<RoleTab>[] = [
    {
      key: "settings",
      title: t("roles.details.tab"),
      // Remount on a new version of the role, so the form starts from what was saved.
      content: (
        <TabContentBody hasPadding>
          <RoleSettingsTab
            key={role.description}
            container={container}
            role={role}
            canManage={canManage}
          />
        </TabContentBody>
      ),
    },
    {
      key: "attributes",
      title: t("roles.attributes.tab"),
      content: (
        <TabContentBody hasPadding>
          <RoleAttributesTab
            key={JSON.stringify(role.attributes)}
            container={container}
            role={role}
            canManage={canManage}
          />
        </TabContentBody>
      ),
    },
    {
      key: "associated-roles",
      title: t("roles.associated.tab"),
      content: <AssociatedRolesTab container={container} roleId={role.id} canManage={canManage} />,
    },
    {
      key: "users-in-role",
      title: t("roles.users.tab"),
      // Shown to everyone who opens the role: without view-users the server lists no holders,
      // and the tab says which right that takes rather than leaving the administrator to guess.
      content: canViewUsers ? (
        <UsersInRoleTab container={container} role={{ id: role.id, name: role.name ?? "" }} />
      ) : (
        <ForbiddenSection missingRights={["view-users"]} />
      ),
    },
    {
      key: "permissions",
      title: t("permissions.v1.tab"),
      isShown: showPermissions,
      content: <PermissionsTab adapter={permissionsOwner} />,
    },
  ];
  return tabs.map((tab) => ({
    ...tab,
    content: <PageSection padding={{ default: "noPadding" }}>{tab.content}</PageSection>,
  }));
}
