import { PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Navigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toClient, type ClientRoleParams } from "@/shared/paths/client-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { NewRoleForm } from "@/shared/roles/new-role-form";
import { clientQuery } from "../api/client-query";
import { useCanManageClient } from "../use-can-manage-client";

/** Creates a role of one client: a name and a description. */
export function NewClientRolePage() {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const { clientId } = useRouteParams<Omit<ClientRoleParams, "id" | "tab">>();
  const client = useQuery(clientQuery(adminClient, realm, clientId));
  const canManage = useCanManageClient(client.data ?? undefined);

  if (client.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("clientRoles.loading")} />
      </PageSection>
    );
  }
  // Without the client or the right to change its roles, there is nothing to create here.
  if (client.data === null || client.data === undefined || !canManage) {
    return <Navigate replace to={toClient({ realm, clientId, tab: "roles" })} />;
  }
  return (
    <>
      <PageSection>
        <Title headingLevel="h1">
          {t("clientRoles.create.title", { client: client.data.clientId })}
        </Title>
      </PageSection>
      <PageSection>
        <NewRoleForm container={{ kind: "client", clientId }} />
      </PageSection>
    </>
  );
}
