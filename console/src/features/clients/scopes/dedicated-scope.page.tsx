import { Content, PageSection } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useRealm } from "@/shared/api/realm";
import {
  toDedicatedScope,
  type DedicatedScopeParams,
  type DedicatedScopeTab,
} from "@/shared/paths/client-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { ProtocolMappersTab } from "@/shared/protocol-mappers/protocol-mappers-tab";
import { DetailsTitle } from "@/shared/ui/details/details-title";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import type { LoadedClient } from "../api/client-query";
import { DedicatedScopeClient } from "./dedicated-scope-client";
import { dedicatedScopeName } from "./assigned-scope-rows";
import { dedicatedMapperOwner } from "./dedicated-mapper-owner";
import { FullScopeTab } from "./full-scope-tab";
import { useCanManageClient } from "../use-can-manage-client";

/** A client's dedicated scope: the client's own protocol mappers and role scope mappings. */
export function DedicatedScopePage() {
  const { clientId } = useRouteParams<DedicatedScopeParams>();
  return (
    <DedicatedScopeClient id={clientId}>
      {(client) => <DedicatedScope client={client} />}
    </DedicatedScopeClient>
  );
}

function DedicatedScope({ client }: { client: LoadedClient }) {
  const { t } = useTranslation();
  const realm = useRealm();
  const canManage = useCanManageClient(client);
  return (
    <>
      <PageSection>
        <DetailsTitle
          title={dedicatedScopeName(client.clientId)}
          actionsLabel={t("clientScopeSetup.dedicated.actions")}
          actions={[]}
        />
        <Content component="p">{t("clientScopeSetup.dedicatedDescription")}</Content>
      </PageSection>
      <PageSection>
        <RoutedTabs<DedicatedScopeTab>
          ariaLabel={t("clientScopeSetup.dedicated.tabs")}
          linkTo={(tab) => toDedicatedScope({ realm, clientId: client.id, tab })}
          tabs={[
            {
              key: "mappers",
              title: t("clientScopeSetup.dedicated.mappersTab"),
              content: (
                <ProtocolMappersTab owner={dedicatedMapperOwner(realm, client, canManage)} />
              ),
            },
            {
              key: "scope",
              title: t("clientScopeSetup.dedicated.scopeTab"),
              content: <FullScopeTab client={client} canManage={canManage} />,
            },
          ]}
        />
      </PageSection>
    </>
  );
}
