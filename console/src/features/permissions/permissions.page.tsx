import { Content, PageSection, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate, useParams } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { adminPermissionsClientQuery } from "@/shared/authorization/api/admin-permissions-client-query";
import { adminPermissionsRights } from "@/shared/authorization/authorization-rights";
import { PoliciesList } from "@/shared/authorization/policies/policies-list";
import { useAccess } from "@/shared/access/access-context";
import {
  adminPermissionsTabs,
  toAdminPermissionsTab,
  toAdminPolicyDetails,
  toNewAdminPolicy,
  type AdminPermissionsTab,
} from "@/shared/paths/admin-permission-paths";
import { PageLoading, PageUnavailable } from "@/shared/ui/details/page-states";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { toRealmRoot } from "@/shared/paths/realm-root-paths";
import { AdminEvaluateTab } from "./components/admin-evaluate-tab";
import { PermissionsList } from "./components/permissions-list";
import { ServerRightsGuard } from "./components/server-rights-guard";

/**
 * `/:realm/permissions`: finds the realm's admin-permissions client and opens its permissions tab.
 * Without the client (admin permissions off) it says where to turn them on: the realm settings.
 */
export function AdminPermissionsRootPage() {
  const { t } = useTranslation();
  const realm = useRealm();
  const found = useQuery(adminPermissionsClientQuery(useAdminClient(), realm));
  if (found.isPending) return <PageLoading label={t("permissions.admin.loading")} />;
  if (found.isError)
    return (
      <PageUnavailable
        title={t("permissions.admin.loadError")}
        error={found.error}
        back={{ to: toRealmRoot(realm), label: t("permissions.admin.back") }}
      />
    );
  if (found.data === null)
    return (
      <PageSection>
        <Title headingLevel="h1">{t("permissions.admin.title")}</Title>
        <Content component="p">{t("permissions.admin.off")}</Content>
      </PageSection>
    );
  return (
    <Navigate
      replace
      to={toAdminPermissionsTab({ realm, permissionClientId: found.data, tab: "permissions" })}
    />
  );
}

/** The admin permissions section: its permissions, policies and evaluator as tabs. */
export function AdminPermissionsPage() {
  return (
    <ServerRightsGuard>
      <AdminPermissionsTabs />
    </ServerRightsGuard>
  );
}

function AdminPermissionsTabs() {
  const { t } = useTranslation();
  const realm = useRealm();
  const params = useParams();
  const permissionClientId = params["permissionClientId"] ?? "";
  // The policies address has no tab parameter: it is the policies tab.
  const requested = params["tab"] ?? "policies";
  const tab = adminPermissionsTabs.find((known) => known === requested) ?? "permissions";
  const access = useAccess();
  return (
    <>
      <PageSection variant="default">
        <Title headingLevel="h1">{t("permissions.admin.title")}</Title>
        <Content component="p">{t("permissions.admin.intro")}</Content>
      </PageSection>
      <RoutedTabs<AdminPermissionsTab>
        ariaLabel={t("permissions.admin.tabs")}
        requested={tab}
        linkTo={(key) => toAdminPermissionsTab({ realm, permissionClientId, tab: key })}
        tabs={[
          {
            key: "permissions",
            title: t("permissions.admin.permissionsTab"),
            content: <PermissionsList permissionClientId={permissionClientId} />,
          },
          {
            key: "policies",
            title: t("permissions.admin.policiesTab"),
            content: (
              <PoliciesList
                clientId={permissionClientId}
                rights={adminPermissionsRights(access)}
                toPolicy={(policy) =>
                  toAdminPolicyDetails({ realm, permissionClientId, ...policy })
                }
                toNewPolicy={(policyType) =>
                  toNewAdminPolicy({ realm, permissionClientId, policyType })
                }
              />
            ),
          },
          {
            key: "evaluate",
            title: t("permissions.admin.evaluateTab"),
            content: <AdminEvaluateTab permissionClientId={permissionClientId} />,
          },
        ]}
      />
    </>
  );
}
