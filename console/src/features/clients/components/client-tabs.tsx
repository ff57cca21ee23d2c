import { PageSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  toClient,
  toClientScopesTab,
  type ClientScopesSubTab,
  type ClientTab,
} from "@/shared/paths/client-paths";
import { clientPermissionsOwner } from "@/shared/permissions-v1/api/permissions-owner";
import { PermissionsTab } from "@/shared/permissions-v1/permissions-tab";
import { usePermissionsTabVersion } from "@/shared/permissions-v1/use-permissions-tab-version";
import { RoutedTabs, type RoutedTab } from "@/shared/ui/tabs/routed-tabs";
import {
  toAuthorizationTab,
  type AuthorizationTab,
} from "@/shared/paths/client-authorization-paths";
import { AuthorizationTabs } from "../authorization/authorization-tabs";
import { ClientAdvancedTab } from "../advanced/advanced-tab";
import type { LoadedClient } from "../api/client-query";
import { ClientCredentialsTab } from "../credentials/credentials-tab";
import { ClientKeysTab } from "../keys/keys-tab";
import { ClientRolesTab } from "../roles/roles-tab";
import { ClientScopesTab } from "../scopes/client-scopes-tab";
import { ServiceAccountTab } from "../service-account/service-account-tab";
import { ClientSessionsTab } from "../sessions/sessions-tab";
import { ClientSettingsTab } from "../settings/settings-tab";
import { clientTabsShown } from "./client-tabs-shown";

/** Each tab's content sits flush in the page section that holds the tabs. */
const withoutPadding = <TKey extends string>(tabs: RoutedTab<TKey>[]): RoutedTab<TKey>[] =>
  tabs.map((tab) => ({
    ...tab,
    content: <PageSection padding={{ default: "noPadding" }}>{tab.content}</PageSection>,
  }));

/**
 * The tabs of one client, each shown only where it applies to the client and to what the
 * administrator may see. `scopesSubTab` is set when the address names the client scopes tab's own
 * tab (setup or evaluate): the client scopes tab is then the one open.
 */
export function ClientTabs({
  client,
  canView,
  scopesSubTab,
  authorizationSubTab,
}: {
  client: LoadedClient;
  canView: boolean;
  scopesSubTab?: ClientScopesSubTab;
  authorizationSubTab?: AuthorizationTab;
}) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const permissionsOwner = clientPermissionsOwner(adminClient, realm, client.id);
  const permissionsVersion = usePermissionsTabVersion(permissionsOwner.viewRight);
  const shown = clientTabsShown(client, {
    canView,
    permissions: permissionsVersion !== undefined,
    // The specification's right for the tab; manage-clients alone opens only its inner pages.
    authorization: access.hasSomeAccess("view-authorization", "manage-authorization"),
  });
  const clientId = client.id;
  // A new version of the client remounts the tabs that edit it, so their forms start from it.
  const version = JSON.stringify(client);

  return (
    <RoutedTabs<ClientTab>
      ariaLabel={t("clients.details.tabs")}
      {...(scopesSubTab !== undefined && { requested: "clientScopes" })}
      {...(authorizationSubTab !== undefined && { requested: "authorization" })}
      linkTo={(tab) =>
        tab === "clientScopes"
          ? toClientScopesTab({ realm, clientId })
          : tab === "authorization"
            ? toAuthorizationTab({ realm, clientId, tab: "settings" })
            : toClient({ realm, clientId, tab })
      }
      tabs={withoutPadding([
        {
          key: "settings",
          title: t("clients.tabs.settings"),
          content: <ClientSettingsTab key={version} client={client} />,
        },
        {
          key: "keys",
          title: t("clients.tabs.keys"),
          isShown: shown.keys,
          content: <ClientKeysTab key={version} client={client} />,
        },
        {
          key: "credentials",
          title: t("clients.tabs.credentials"),
          isShown: shown.credentials,
          content: <ClientCredentialsTab key={version} client={client} />,
        },
        {
          key: "roles",
          title: t("clients.tabs.roles"),
          isShown: shown.roles,
          content: <ClientRolesTab client={client} />,
        },
        {
          key: "clientScopes",
          title: t("clients.tabs.clientScopes"),
          isShown: shown.clientScopes,
          content: <ClientScopesTab client={client} subTab={scopesSubTab ?? "setup"} />,
        },
        {
          key: "authorization",
          title: t("authorization.tab"),
          isShown: shown.authorization,
          content: <AuthorizationTabs client={client} subTab={authorizationSubTab ?? "settings"} />,
        },
        {
          key: "serviceAccount",
          title: t("clients.tabs.serviceAccount"),
          isShown: shown.serviceAccount,
          content: <ServiceAccountTab client={client} />,
        },
        {
          key: "sessions",
          title: t("clients.tabs.sessions"),
          isShown: shown.sessions,
          content: <ClientSessionsTab client={client} />,
        },
        {
          key: "permissions",
          title: t("permissions.v1.tab"),
          isShown: shown.permissions,
          content: <PermissionsTab adapter={permissionsOwner} />,
        },
        {
          key: "advanced",
          title: t("clients.tabs.advanced"),
          isShown: shown.advanced,
          // Each section starts again on its own when its values change: remounting the whole tab
          // on every save lost what was typed, unsaved, in the other sections.
          content: <ClientAdvancedTab client={client} />,
        },
      ])}
    />
  );
}
