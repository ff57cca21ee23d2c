import { PageSection, Skeleton, TabContentBody } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  toIdentityProvider,
  toIdentityProviders,
  type IdentityProviderParams,
  type IdentityProviderTab,
} from "@/shared/paths/identity-provider-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { identityProviderPermissionsOwner } from "@/shared/permissions-v1/api/permissions-owner";
import { PermissionsTab } from "@/shared/permissions-v1/permissions-tab";
import { usePermissionsTabVersion } from "@/shared/permissions-v1/use-permissions-tab-version";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { identityProviderQuery } from "./api/identity-provider-query";
import { IdentityProviderHeader } from "./components/identity-provider-header";
import { SettingsTab } from "./components/settings-tab";
import { MappersTab } from "./mappers/mappers-tab";

/** One identity provider: its header and a tab each for settings, mappers and permissions. */
export function IdentityProviderPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const { alias } = useRouteParams<IdentityProviderParams>();
  const canManage = access.hasAccess("manage-identity-providers");
  const permissionsOwner = identityProviderPermissionsOwner(client, realm, alias);
  const permissionsVersion = usePermissionsTabVersion(permissionsOwner.viewRight);
  const provider = useQuery(identityProviderQuery(client, realm, alias));

  if (provider.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("identityProviders.loading")} />
      </PageSection>
    );
  }
  if (provider.isError || provider.data === null || provider.data.alias === undefined) {
    return (
      <ObjectUnavailable
        error={provider.error}
        notFound={t("identityProviders.details.notFound")}
        back={{ to: toIdentityProviders({ realm }), label: t("identityProviders.details.back") }}
      />
    );
  }
  const shown = provider.data;
  // The address's type may be stale or typed by hand: the stored provider's own type rules.
  const providerId = shown.providerId ?? "";

  return (
    <>
      <IdentityProviderHeader provider={shown} canManage={canManage} />
      <PageSection>
        <RoutedTabs<IdentityProviderTab>
          ariaLabel={t("identityProviders.details.tabs")}
          linkTo={(tab) => toIdentityProvider({ realm, providerId, alias, tab })}
          tabs={[
            {
              key: "settings",
              title: t("identityProviders.settings.tab"),
              // Remount on a new version of the provider, so the form starts from what was saved.
              content: (
                <TabContentBody hasPadding>
                  <SettingsTab key={JSON.stringify(shown)} provider={shown} canManage={canManage} />
                </TabContentBody>
              ),
            },
            {
              key: "mappers",
              title: t("identityProviders.mappers.tab"),
              content: <MappersTab provider={shown} canManage={canManage} />,
            },
            {
              key: "permissions",
              title: t("permissions.v1.tab"),
              isShown: permissionsVersion !== undefined,
              content: <PermissionsTab adapter={permissionsOwner} />,
            },
          ]}
        />
      </PageSection>
    </>
  );
}
