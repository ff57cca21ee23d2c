import { PageSection, Skeleton, Title } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ForbiddenSection } from "@/shared/access/forbidden-section";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { toClients, type ClientRoleParams } from "@/shared/paths/client-paths";
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
  if (client.isError || client.data === null) {
    return (
      <ObjectUnavailable
        error={client.error}
        notFound={t("clients.details.notFound")}
        back={{ to: toClients({ realm }), label: t("clients.details.backToList") }}
      />
    );
  }
  // The route opens with query-clients, as the client's roles tab does; creating one needs more,
  // realm-wide or for this client (fine-grained permissions), which only the client tells.
  if (!canManage) return <ForbiddenSection missingRights={["manage-clients"]} />;
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
