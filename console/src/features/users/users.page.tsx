import { Content, PageSection, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersPermissionsOwner } from "@/shared/permissions-v1/api/permissions-owner";
import { PermissionsTab } from "@/shared/permissions-v1/permissions-tab";
import { usePermissionsTabVersion } from "@/shared/permissions-v1/use-permissions-tab-version";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { UsersTable } from "./components/users-table";
import { toUsersTab, type UsersTab, type UsersTabParams } from "./paths";

/**
 * The realm's users: search, open, create, delete, and act on many at once; with fine-grained
 * admin permissions, a second tab switches the users' permissions (version 1) or leads to the
 * realm's admin permissions (version 2).
 */
export function UsersPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { tab } = useRouteParams<Partial<UsersTabParams>>();
  const permissionsOwner = usersPermissionsOwner(client, realm);
  const showPermissions = usePermissionsTabVersion(permissionsOwner.viewRight) !== undefined;

  return (
    <>
      <PageSection>
        <Title headingLevel="h1">{t("users.title")}</Title>
        <Content component="p">{t("users.description")}</Content>
      </PageSection>
      <PageSection>
        {/* One tab needs no tab bar; an address naming the hidden tab is still sent to the list. */}
        {showPermissions || tab === "permissions" ? (
          <RoutedTabs<UsersTab>
            ariaLabel={t("users.title")}
            linkTo={(next) => toUsersTab({ realm, tab: next })}
            tabs={[
              { key: "list", title: t("users.title"), content: <UsersTable /> },
              {
                key: "permissions",
                title: t("permissions.v1.tab"),
                isShown: showPermissions,
                content: <PermissionsTab adapter={permissionsOwner} />,
              },
            ]}
          />
        ) : (
          <UsersTable />
        )}
      </PageSection>
    </>
  );
}
