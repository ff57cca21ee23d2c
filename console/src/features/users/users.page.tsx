import { Content, PageSection, TabContentBody, Title } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useIsFeatureEnabled } from "@/shared/api/console-data";
import { Feature } from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import { usersPermissionsOwner } from "@/shared/permissions-v1/api/permissions-owner";
import { PermissionsV1Tab } from "@/shared/permissions-v1/permissions-v1-tab";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { UsersTable } from "./components/users-table";
import { toUsersTab, type UsersTab, type UsersTabParams } from "./paths";

/**
 * The realm's users: search, open, create, delete, and act on many at once; with fine-grained
 * admin permissions version 1, a second tab switches the users' permissions.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const { tab } = useRouteParams<Partial<UsersTabParams>>();
  // Version 2 keeps its permissions in a section of its own; the server never runs both.
  const permissionsV1 = useIsFeatureEnabled(Feature.AdminFineGrainedAuthz);
  const permissionsOwner = usersPermissionsOwner(client, realm);
  const showPermissions = permissionsV1 && access.hasAccess(permissionsOwner.viewRight);

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
                content: (
                  <TabContentBody hasPadding>
                    <PermissionsV1Tab adapter={permissionsOwner} />
                  </TabContentBody>
                ),
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
