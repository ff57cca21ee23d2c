import type { RoleRepresentation } from "@gatehouse/admin-client";
import { Content, PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  toClient,
  toClientRole,
  type ClientRoleParams,
  type ClientRoleTab,
} from "@/shared/paths/client-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { roleQuery } from "@/shared/roles/api/role-query";
import type { RoleContainer } from "@/shared/roles/role-container";
import { RoleHeader } from "@/shared/roles/role-header";
import { useRoleTabs } from "@/shared/roles/role-tabs";
import { RoutedTabs } from "@/shared/ui/tabs/routed-tabs";
import { clientQuery, type LoadedClient } from "../api/client-query";
import { useCanManageClient } from "../use-can-manage-client";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";

/**
 * One role of a client: its header (with the client it belongs to) and the tabs every role has,
 * shared with the realm roles. A role of another client, or one that is gone, is not found here.
 */
export function ClientRolePage() {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const { clientId, id } = useRouteParams<ClientRoleParams>();
  const client = useQuery(clientQuery(adminClient, realm, clientId));
  const role = useQuery(roleQuery(adminClient, realm, id));

  if (client.isPending || role.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("clientRoles.loading")} />
      </PageSection>
    );
  }
  const loadedClient = client.data ?? undefined;
  const loadedRole = role.data ?? undefined;
  if (
    loadedClient === undefined ||
    loadedRole?.id === undefined ||
    // A role of another client, reached by editing the address, is not this client's.
    loadedRole.containerId !== clientId
  ) {
    return (
      <ObjectUnavailable
        error={client.error ?? role.error}
        notFound={t("clientRoles.details.notFound")}
        back={{
          to: toClient({ realm, clientId, tab: "roles" }),
          label: t("clientRoles.details.backToList"),
        }}
      />
    );
  }
  return <ClientRoleDetails client={loadedClient} role={{ ...loadedRole, id: loadedRole.id }} />;
}

function ClientRoleDetails({
  client,
  role,
}: {
  client: LoadedClient;
  role: RoleRepresentation & { id: string };
}) {
  const { t } = useTranslation();
  const realm = useRealm();
  const access = useAccess();
  const canManage = useCanManageClient(client);
  const container: RoleContainer = { kind: "client", clientId: client.id };
  const tabs = useRoleTabs({
    container,
    role,
    canManage,
    canViewUsers: access.hasAccess("view-users"),
  });
  return (
    <>
      <RoleHeader
        container={container}
        role={role}
        canManage={canManage}
        context={
          <Content component="p">
            {t("clientRoles.details.ofClient")}{" "}
            <Link to={toClient({ realm, clientId: client.id, tab: "roles" })}>
              {client.clientId}
            </Link>
          </Content>
        }
      />
      <PageSection>
        <RoutedTabs<ClientRoleTab>
          ariaLabel={t("roles.details.tabs")}
          linkTo={(next) => toClientRole({ realm, clientId: client.id, id: role.id, tab: next })}
          tabs={tabs}
        />
      </PageSection>
    </>
  );
}
