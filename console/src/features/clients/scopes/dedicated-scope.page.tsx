import { Alert, Content, PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
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
import { clientQuery, type LoadedClient } from "../api/client-query";
import { dedicatedScopeName } from "./assigned-scope-rows";
import { dedicatedMapperOwner } from "./dedicated-mapper-owner";
import { FullScopeTab } from "./full-scope-tab";
import { useCanManageClient } from "../use-can-manage-client";

/** A client's dedicated scope: the client's own protocol mappers and role scope mappings. */
export function DedicatedScopePage() {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const { clientId } = useRouteParams<DedicatedScopeParams>();
  const client = useQuery(clientQuery(adminClient, realm, clientId));

  if (client.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("clientScopeSetup.dedicated.loading")} />
      </PageSection>
    );
  }
  if (client.isError || client.data === null) {
    return (
      <PageSection>
        <Alert variant="danger" isInline title={t("clientScopeSetup.dedicated.notFound")}>
          {client.isError ? errorMessage(client.error).message : null}
        </Alert>
      </PageSection>
    );
  }
  return <DedicatedScope client={client.data} />;
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
