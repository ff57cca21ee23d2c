import { Alert, PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { mapperViewModes, type DedicatedScopeMapperParams } from "@/shared/paths/client-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { ProtocolMapperPage } from "@/shared/protocol-mappers/protocol-mapper-page";
import { clientQuery, type LoadedClient } from "../api/client-query";
import { dedicatedMapperOwner } from "./dedicated-mapper-owner";
import { useCanManageClient } from "../use-can-manage-client";

/** One protocol mapper of a client's dedicated scope, shown or created with the shared mapper page. */
export function DedicatedScopeMapperPage() {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const { id, mapperId, viewMode } = useRouteParams<DedicatedScopeMapperParams>();
  const client = useQuery(clientQuery(adminClient, realm, id));
  // The route admits only the known view modes; this tells the type checker so.
  const mode = mapperViewModes.find((known) => known === viewMode) ?? "edit";
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
  return <Mapper client={client.data} mapperId={mapperId} viewMode={mode} />;
}

function Mapper({
  client,
  mapperId,
  viewMode,
}: { client: LoadedClient } & Pick<DedicatedScopeMapperParams, "mapperId" | "viewMode">) {
  const realm = useRealm();
  const canManage = useCanManageClient(client);
  return (
    <ProtocolMapperPage
      owner={dedicatedMapperOwner(realm, client, canManage)}
      mapperId={mapperId}
      viewMode={viewMode}
    />
  );
}
