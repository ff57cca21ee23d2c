import { Alert, PageSection, Skeleton, TabContentBody } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useIsFeatureEnabled, useRealmRepresentation } from "@/shared/api/console-data";
import { errorMessage } from "@/shared/api/error-message";
import { Feature } from "@/shared/api/features";
import { useRealm } from "@/shared/api/realm";
import {
  toDefaultRoles,
  toRealmRole,
  toRealmRoles,
  type RealmRoleParams,
  type RealmRoleTab,
} from "@/shared/paths/role-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { rolePermissionsOwner } from "@/shared/permissions-v1/api/permissions-owner";
import { PermissionsV1Tab } from "@/shared/permissions-v1/permissions-v1-tab";
import { RoutedTabs, type RoutedTab } from "@/shared/ui/tabs/routed-tabs";
import { realmRoleQuery } from "./api/realm-role-query";
import { AssociatedRolesTab } from "./components/associated-roles-tab";
import { AttributesTab } from "./components/attributes-tab";
import { DefaultRolesView } from "./components/default-roles-view";
import { RoleHeader } from "./components/role-header";
import { SettingsTab } from "./components/settings-tab";
import { UsersInRoleTab } from "./components/users-in-role-tab";
import { isDefaultRole } from "./form-state";

/** Each tab's content sits flush in the page section that holds the tabs. */
const withoutPadding = <TKey extends string>(tabs: RoutedTab<TKey>[]): RoutedTab<TKey>[] =>
  tabs.map((tab) => ({
    ...tab,
    content: <PageSection padding={{ default: "noPadding" }}>{tab.content}</PageSection>,
  }));

/**
 * One realm role: its header and a tab per aspect. The realm's default role opens as the default
 * roles editor instead, since what matters about it is what every new user gets.
 */
export function RealmRolePage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const realmRepresentation = useRealmRepresentation();
  const { id, tab } = useRouteParams<RealmRoleParams>();
  const role = useQuery(realmRoleQuery(client, realm, id));
  const fineGrainedV1 = useIsFeatureEnabled(Feature.AdminFineGrainedAuthz);
  const fineGrainedV2 = useIsFeatureEnabled(Feature.AdminFineGrainedAuthzV2);
  const canManage = access.hasAccess("manage-realm");

  if (role.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("roles.loading")} />
      </PageSection>
    );
  }
  if (role.isError || role.data === null || role.data.id === undefined) {
    return (
      <PageSection>
        <Alert variant="danger" isInline title={t("roles.details.notFound")}>
          {role.isError ? `${errorMessage(role.error).message} ` : null}
          <Link to={toRealmRoles({ realm })}>{t("roles.details.backToList")}</Link>
        </Alert>
      </PageSection>
    );
  }
  const shown = { ...role.data, id: role.data.id };
  if (isDefaultRole(shown, { name: realm, defaultRoleId: realmRepresentation?.defaultRole?.id })) {
    if (tab !== "default-roles") return <Navigate replace to={toDefaultRoles({ realm, id })} />;
    return <DefaultRolesView roleId={shown.id} canManage={canManage} />;
  }
  // The server refuses to run both versions; the check guards against a server that reports both.
  const permissionsOwner = rolePermissionsOwner(client, realm, shown.id, "realm");
  const showPermissions =
    fineGrainedV1 && !fineGrainedV2 && access.hasAccess(permissionsOwner.viewRight);

  return (
    <>
      <RoleHeader role={shown} canManage={canManage} />
      <PageSection>
        <RoutedTabs<RealmRoleTab>
          ariaLabel={t("roles.details.tabs")}
          linkTo={(next) => toRealmRole({ realm, id, tab: next })}
          tabs={withoutPadding([
            {
              key: "settings",
              title: t("roles.details.tab"),
              // Remount on a new version of the role, so the form starts from what was saved.
              content: (
                <TabContentBody hasPadding>
                  <SettingsTab key={shown.description} role={shown} canManage={canManage} />
                </TabContentBody>
              ),
            },
            {
              key: "attributes",
              title: t("roles.attributes.tab"),
              content: (
                <TabContentBody hasPadding>
                  <AttributesTab
                    key={JSON.stringify(shown.attributes)}
                    role={shown}
                    canManage={canManage}
                  />
                </TabContentBody>
              ),
            },
            {
              key: "associated-roles",
              title: t("roles.associated.tab"),
              content: <AssociatedRolesTab roleId={shown.id} canManage={canManage} />,
            },
            {
              key: "users-in-role",
              title: t("roles.users.tab"),
              content: <UsersInRoleTab role={{ id: shown.id, name: shown.name ?? "" }} />,
            },
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
            {
              key: "default-roles",
              title: t("roles.defaultRoles.title"),
              isShown: false,
              content: null,
            },
          ])}
        />
      </PageSection>
    </>
  );
}
