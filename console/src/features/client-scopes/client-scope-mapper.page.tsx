import { Alert, PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import { mapperViewModes } from "@/shared/paths/client-paths";
import { toClientScopes, type ClientScopeMapperParams } from "@/shared/paths/client-scope-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { ProtocolMapperPage } from "@/shared/protocol-mappers/protocol-mapper-page";
import { clientScopeQuery } from "./api/client-scope-query";
import { clientScopeMapperOwner } from "./mapper-owner";

/** One protocol mapper of a client scope, to edit, or a new one of a mapper type, to add. */
export function ClientScopeMapperPage() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const { id, mapperId, viewMode } = useRouteParams<ClientScopeMapperParams>();
  const scope = useQuery(clientScopeQuery(client, realm, id));

  if (scope.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("protocolMappers.page.loading")} />
      </PageSection>
    );
  }
  if (scope.isError || scope.data === null) {
    return (
      <PageSection>
        <Alert variant="danger" isInline title={t("protocolMappers.page.scopeNotFound")}>
          {scope.isError ? `${errorMessage(scope.error, t).message} ` : null}
          <Link to={toClientScopes({ realm })}>{t("protocolMappers.page.backToScopes")}</Link>
        </Alert>
      </PageSection>
    );
  }
  const owner = clientScopeMapperOwner(
    realm,
    { ...scope.data, id },
    access.hasAccess("manage-clients"),
  );
  // The route admits only these view modes; anything else never reaches the page.
  const mode = mapperViewModes.find((known) => known === viewMode) ?? "edit";
  return <ProtocolMapperPage owner={owner} mapperId={mapperId} viewMode={mode} />;
}
