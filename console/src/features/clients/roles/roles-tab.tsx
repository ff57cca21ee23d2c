import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRealm } from "@/shared/api/realm";
import { toNewClientRole } from "@/shared/paths/client-paths";
import { RolesTable } from "@/shared/roles/roles-table";
import type { ClientTabProps } from "../api/client-query";
import { useCanManageClient } from "../use-can-manage-client";

/**
 * The client's own roles, paged and searched by the server, through the shared roles table: each
 * opens on its details; create and delete for administrators who may manage the client.
 */
export function ClientRolesTab({ client }: ClientTabProps) {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const canManage = useCanManageClient(client);
  return (
    <RolesTable
      container={{ kind: "client", clientId: client.id }}
      canManage={canManage}
      onCreate={() => void navigate(toNewClientRole({ realm, clientId: client.id }))}
      texts={{
        tableLabel: t("clientRoles.tableLabel"),
        emptyTitle: t("clientRoles.emptyTitle"),
        emptyBody: t("clientRoles.emptyBody"),
      }}
    />
  );
}
