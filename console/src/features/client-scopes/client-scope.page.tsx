import { Content, PageSection, Skeleton, Stack, TabContentBody } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { realmScopeTypesQuery } from "@/shared/client-scopes/api/realm-scope-types-query";
import { realmTypeOf } from "@/shared/client-scopes/client-scope-type";
import {
  toClientScope,
  toClientScopes,
  type ClientScopeParams,
  type ClientScopeTab,
} from "@/shared/paths/client-scope-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { ProtocolMappersTab } from "@/shared/protocol-mappers/protocol-mappers-tab";
import { RoleMapping } from "@/shared/role-mapping/role-mapping";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { clientScopeQuery } from "./api/client-scope-query";
import { ClientScopeHeader } from "./components/client-scope-header";
import { SettingsTab } from "./components/settings-tab";
import { clientScopeMapperOwner } from "./mapper-owner";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";

/** One client scope: its header and a tab each for settings, mappers and role scope mappings. */
export function ClientScopePage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { id } = useRouteParams<ClientScopeParams>();
  const canManage = useAccess().hasAccess("manage-clients");
  const scope = useQuery(clientScopeQuery(client, realm, id));
  const types = useQuery(realmScopeTypesQuery(client, realm));

  if (scope.isPending || types.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("clientScopes.loading")} />
      </PageSection>
    );
  }
  if (scope.isError || types.isError || scope.data === null || scope.data.id === undefined) {
    return (
      <ObjectUnavailable
        error={scope.error ?? types.error}
        notFound={t("clientScopes.details.notFound")}
        back={{ to: toClientScopes({ realm }), label: t("clientScopes.details.backToList") }}
      />
    );
  }
  const shown = { ...scope.data, id: scope.data.id, type: realmTypeOf(types.data, scope.data.id) };
  const mapperOwner = clientScopeMapperOwner(realm, shown, canManage);

  return (
    <>
      <ClientScopeHeader scope={shown} canManage={canManage} />
      <PageSection>
        <RoutedTabs<ClientScopeTab>
          ariaLabel={t("clientScopes.details.tabs")}
          linkTo={(next) => toClientScope({ realm, id, tab: next })}
          tabs={[
            {
              key: "settings",
              title: t("clientScopes.details.tab"),
              // Remount on a new version of the scope, so the form starts from what was saved.
              content: (
                <TabContentBody hasPadding>
                  <SettingsTab key={JSON.stringify(shown)} scope={shown} canManage={canManage} />
                </TabContentBody>
              ),
            },
            {
              key: "mappers",
              title: t("clientScopes.mappers.tab"),
              content: <ProtocolMappersTab owner={mapperOwner} />,
            },
            {
              key: "scope",
              title: t("clientScopes.scope.tab"),
              content: (
                <TabContentBody hasPadding>
                  <Stack hasGutter>
                    <Content component="p">{t("clientScopes.scope.intro")}</Content>
                    <RoleMapping
                      owner={{ kind: "clientScope", id: shown.id }}
                      canManage={canManage}
                    />
                  </Stack>
                </TabContentBody>
              ),
            },
          ]}
        />
      </PageSection>
    </>
  );
}
