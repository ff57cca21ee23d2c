import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import {
  toAuthorizationTab,
  type AuthorizationTab,
} from "@/shared/paths/client-authorization-paths";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import type { ClientTabProps } from "../api/client-query";
import { EvaluateTab } from "./evaluate/evaluate-tab";
import { ExportTab } from "./export/export-tab";
import { PermissionsTab } from "./permissions/permissions-tab";
import { PoliciesTab } from "./policies/policies-tab";
import { ResourcesTab } from "./resources/resources-tab";
import { AuthorizationScopesTab } from "./scopes/scopes-tab";
import { AuthorizationSettingsTab } from "./settings/settings-tab";

/**
 * A client's authorization services, each aspect a tab of its own with its name in the address:
 * the resource server's settings, its resources, authorization scopes, policies and permissions,
 * the evaluator, and the export of the whole resource server.
 */
export function AuthorizationTabs({
  client,
  subTab,
}: ClientTabProps & { subTab: AuthorizationTab }) {
  const { t } = useTranslation();
  const realm = useRealm();
  return (
    <RoutedTabs<AuthorizationTab>
      ariaLabel={t("authorization.tabs")}
      requested={subTab}
      linkTo={(tab) => toAuthorizationTab({ realm, clientId: client.id, tab })}
      tabs={[
        {
          key: "settings",
          title: t("authorization.settings.tab"),
          content: <AuthorizationSettingsTab client={client} />,
        },
        {
          key: "resources",
          title: t("authorization.resources.tab"),
          content: <ResourcesTab client={client} />,
        },
        {
          key: "scopes",
          title: t("authorization.scopes.tab"),
          content: <AuthorizationScopesTab client={client} />,
        },
        {
          key: "policies",
          title: t("authorization.policies.tab"),
          content: <PoliciesTab client={client} />,
        },
        {
          key: "permissions",
          title: t("authorization.permissions.tab"),
          content: <PermissionsTab client={client} />,
        },
        {
          key: "evaluate",
          title: t("authorization.evaluate.tab"),
          content: <EvaluateTab client={client} />,
        },
        {
          key: "export",
          title: t("authorization.export.tab"),
          content: <ExportTab client={client} />,
        },
      ]}
    />
  );
}
