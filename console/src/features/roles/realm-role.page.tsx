import type { RoleRepresentation } from "@gatehouse/admin-client";
import { PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import {
  toDefaultRoles,
  toRealmRole,
  toRealmRoles,
  type RealmRoleParams,
  type RealmRoleTab,
} from "@/shared/paths/role-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { roleQuery } from "@/shared/roles/api/role-query";
import { realmContainer } from "@/shared/roles/role-container";
import { RoleHeader } from "@/shared/roles/role-header";
import { useRoleTabs } from "@/shared/roles/role-tabs";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { DefaultRolesView } from "./components/default-roles-view";
import { isDefaultRole } from "./form-state";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";

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
  const role = useQuery(roleQuery(client, realm, id));
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
      <ObjectUnavailable
        error={role.error}
        notFound={t("roles.details.notFound")}
        back={{ to: toRealmRoles({ realm }), label: t("roles.details.backToList") }}
      />
    );
  }
  const shown = { ...role.data, id: role.data.id };
  if (isDefaultRole(shown, { name: realm, defaultRoleId: realmRepresentation?.defaultRole?.id })) {
    if (tab !== "default-roles") return <Navigate replace to={toDefaultRoles({ realm, id })} />;
    return <DefaultRolesView roleId={shown.id} canManage={canManage} />;
  }
  return <RealmRoleDetails role={shown} canManage={canManage} />;
}

function RealmRoleDetails({
  role,
  canManage,
}: {
  role: RoleRepresentation & { id: string };
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const canViewUsers = useAccess().hasAccess("view-users");
  const tabs = useRoleTabs({ container: realmContainer, role, canManage, canViewUsers });
  return (
    <>
      <RoleHeader container={realmContainer} role={role} canManage={canManage} />
      <PageSection>
        <RoutedTabs<RealmRoleTab>
          ariaLabel={t("roles.details.tabs")}
          linkTo={(next) => toRealmRole({ realm, id: role.id, tab: next })}
          tabs={[
            ...tabs,
            {
              key: "default-roles",
              title: t("roles.defaultRoles.title"),
              isShown: false,
              content: null,
            },
          ]}
        />
      </PageSection>
    </>
  );
}
