import { Divider, PageSection } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import { toClients } from "@/shared/paths/client-paths";
import { PageLoading, PageUnavailable } from "@/shared/ui/details/page-states";
import type { ClientTabProps } from "../../api/client-query";
import { resourceServerQuery } from "../../api/resource-server-query";
import { ImportForm } from "./import-form";
import { SettingsForm } from "./settings-form";

/**
 * The resource server's settings and, for those who may change them, the import of a whole
 * resource server from a file.
 */
export function AuthorizationSettingsTab({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const { manage } = authorizationRights(useAccess());
  const server = useQuery(resourceServerQuery(useAdminClient(), realm, client.id));
  if (server.isPending) return <PageLoading label={t("authorization.settings.loading")} />;
  if (server.isError) {
    return (
      <PageUnavailable
        title={t("authorization.settings.loadError")}
        error={server.error}
        back={{ to: toClients({ realm }), label: t("clients.details.backToList") }}
      />
    );
  }
  return (
    <PageSection>
      <SettingsForm
        key={JSON.stringify(server.data)}
        clientId={client.id}
        server={server.data}
        canManage={manage}
      />
      {manage && (
        <>
          <Divider className="pf-v6-u-my-lg" />
          <ImportForm clientId={client.id} />
        </>
      )}
    </PageSection>
  );
}
