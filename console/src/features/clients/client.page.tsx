import { PageSection, Skeleton } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import {
  clientScopesSubTabs,
  toClients,
  type ClientParams,
  type ClientScopesSubTab,
  type ClientScopesTabParams,
} from "@/shared/paths/client-paths";
import {
  authorizationTabs,
  type AuthorizationTab,
  type AuthorizationTabParams,
} from "@/shared/paths/client-authorization-paths";
import { useRouteParams } from "@/shared/paths/use-route-params";
import { clientQuery } from "./api/client-query";
import { ClientHeader } from "./components/client-header";
import { ClientTabs } from "./components/client-tabs";
import { clientRights } from "./use-can-manage-client";
import { ObjectUnavailable } from "@/shared/access/object-unavailable";

/**
 * One client: its header with the actions on the whole client, and a tab per aspect that applies
 * to this client and to what the administrator may see.
 */
export function ClientPage() {
  const { clientId } = useRouteParams<ClientParams>();
  return <ClientView id={clientId} />;
}

/** A client's page opened on its client scopes tab, at one of that tab's own tabs. */
export function ClientScopesTabPage() {
  const { clientId, tab } = useRouteParams<ClientScopesTabParams>();
  // The route admits only the known sub-tabs; the check narrows the address's text to one.
  const subTab = clientScopesSubTabs.find((known) => known === tab) ?? "setup";
  return <ClientView id={clientId} scopesSubTab={subTab} />;
}

/** A client's page opened on its authorization tab, at one of that tab's own tabs. */
export function AuthorizationTabPage() {
  const { clientId, tab } = useRouteParams<AuthorizationTabParams>();
  const subTab = authorizationTabs.find((known) => known === tab) ?? "settings";
  return <ClientView id={clientId} authorizationSubTab={subTab} />;
}

function ClientView({
  id,
  scopesSubTab,
  authorizationSubTab,
}: {
  id: string;
  scopesSubTab?: ClientScopesSubTab;
  authorizationSubTab?: AuthorizationTab;
}) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const access = useAccess();
  const client = useQuery(clientQuery(adminClient, realm, id));

  if (client.isPending) {
    return (
      <PageSection>
        <Skeleton screenreaderText={t("clients.loading")} />
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
  const loaded = client.data;
  // Deleting needs "manage": fine-grained "configure" on a client lets the server accept changes to
  // its settings but not its removal.
  const { view: canView, manage: canManage } = clientRights(loaded, access);

  return (
    <>
      <ClientHeader client={loaded} canView={canView} canManage={canManage} />
      <PageSection>
        <ClientTabs
          client={loaded}
          canView={canView}
          {...(scopesSubTab !== undefined && { scopesSubTab })}
          {...(authorizationSubTab !== undefined && { authorizationSubTab })}
        />
      </PageSection>
    </>
  );
}
