import type { ClientRepresentation } from "@gatehouse/admin-client";
import { Button, ToolbarItem } from "@patternfly/react-core";
import ExternalLinkAltIcon from "@patternfly/react-icons/dist/esm/icons/external-link-alt-icon";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toClient } from "@/shared/paths/client-paths";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { clientsQuery } from "../api/clients-query";
import { toAddClient, toImportClient } from "../paths";
import { protocolLabel } from "./protocol-label";
import { safeLinkUrl } from "./safe-url";
import { useDeleteClientDialog } from "./use-delete-client-dialog";
import { useExportClient } from "./use-export-client";

/**
 * The realm's clients, paged and searched by the server (client id, as a substring), with their
 * name, protocol, description and home URL. Export for administrators who may see a client's
 * details; create, import and delete for those who may manage clients.
 */
export function ClientsTable() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const access = useAccess();
  const exportClient = useExportClient();
  const { askDelete, dialog } = useDeleteClientDialog();
  const canManage = access.hasAccess("manage-clients");
  const canView = (row: ClientRepresentation) =>
    row.access?.view ?? access.hasAccess("view-clients");
  const canDelete = (row: ClientRepresentation) =>
    row.access?.manage ?? row.access?.configure ?? canManage;

  const createButtons = canManage && (
    <>
      <ToolbarItem>
        <Button variant="primary" onClick={() => void navigate(toAddClient({ realm }))}>
          {t("clients.create.open")}
        </Button>
      </ToolbarItem>
      <ToolbarItem>
        <Button variant="link" onClick={() => void navigate(toImportClient({ realm }))}>
          {t("clients.import.open")}
        </Button>
      </ToolbarItem>
    </>
  );
  const columns: TableColumn<ClientRepresentation>[] = [
    {
      id: "clientId",
      title: t("clients.clientId"),
      cell: (row) => (
        <Link to={toClient({ realm, clientId: row.id ?? "" })}>{row.clientId ?? ""}</Link>
      ),
      value: (row) => row.clientId,
      truncate: true,
    },
    {
      id: "name",
      title: t("clients.name"),
      cell: (row) => translatePlaceholders(row.name ?? "", t),
    },
    {
      id: "type",
      title: t("clients.type"),
      width: 15,
      cell: (row) => protocolLabel(t, row.protocol),
    },
    {
      id: "description",
      title: t("clients.descriptionLabel"),
      cell: (row) => row.description ?? "",
      truncate: true,
    },
    {
      id: "homeUrl",
      title: t("clients.homeUrl"),
      cell: (row) => {
        const href = safeLinkUrl(row.baseUrl, row.rootUrl);
        if (href === undefined) return row.baseUrl ?? "";
        return (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {href} <ExternalLinkAltIcon aria-label={t("clients.opensInNewWindow")} />
          </a>
        );
      },
    },
  ];
  const actions: RowAction<ClientRepresentation>[] = [
    {
      title: t("clients.export.action"),
      isHidden: (row) => !canView(row),
      onClick: exportClient,
    },
    {
      title: t("clients.delete.action"),
      isDanger: true,
      isHidden: (row) => !canDelete(row),
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];

  return (
    <>
      {dialog}
      <DataTable<ClientRepresentation>
        {...clientsQuery(client, realm)}
        ariaLabel={t("clients.tableLabel")}
        searchPlaceholder={t("clients.searchPlaceholder")}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.clientId ?? ""}
        columns={columns}
        {...((canManage || access.hasAccess("view-clients")) && { actions })}
        toolbarItems={() => createButtons}
        emptyState={
          <EmptyListState
            title={t("clients.emptyTitle")}
            body={canManage ? t("clients.emptyBody") : t("clients.emptyBodyReadOnly")}
            action={
              canManage && (
                <Button variant="primary" onClick={() => void navigate(toAddClient({ realm }))}>
                  {t("clients.create.open")}
                </Button>
              )
            }
          />
        }
      />
    </>
  );
}
