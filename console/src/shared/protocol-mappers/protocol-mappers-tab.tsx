import { ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { translateServerLabel } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { protocolMappersQuery } from "./api/protocol-mappers-query";
import { useDeleteProtocolMapper } from "./api/use-delete-protocol-mapper";
import { AddMapperMenu, type AddMapperWay } from "./add-mapper-menu";
import { AddPredefinedMappersDialog } from "./add-predefined-mappers-dialog";
import { ChooseMapperTypeDialog } from "./choose-mapper-type-dialog";
import type { MapperOwner } from "./mapper-owner";
import { mapperRows, mapperTypesOf, type MapperRow } from "./mapper-types";
import { queryState } from "@/shared/ui/table/query-rows";

/**
 * The protocol mappers of a client scope or of a client's dedicated scope: name (to its page),
 * category, type and priority, searched by name. Those who may manage add mappers (predefined
 * ones, or one configured from a mapper type) and delete them after confirming.
 */
export function ProtocolMappersTab({ owner }: { owner: MapperOwner }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const serverInfo = useServerInfo();
  const mappers = useQuery(protocolMappersQuery(client, realm, owner));
  const remove = useDeleteProtocolMapper(owner);
  const { confirm, dialog } = useConfirmDialog();
  const [adding, setAdding] = useState<AddMapperWay>();
  const rows = mapperRows(mappers.data ?? [], mapperTypesOf(serverInfo, owner.protocol));
  const label = (text: string) => translateServerLabel(text, t);

  const askDelete = (row: MapperRow) => {
    confirm({
      title: t("protocolMappers.delete.title"),
      message: t("protocolMappers.delete.message", { name: row.name }),
      confirmLabel: t("protocolMappers.delete.confirm"),
      variant: "danger",
      errorTitle: t("protocolMappers.delete.error"),
      onConfirm: async () => {
        await remove.mutateAsync(row.id);
        addAlert(t("protocolMappers.delete.done", { name: row.name }), "success");
      },
    });
  };
  const close = () => {
    setAdding(undefined);
  };

  return (
    <>
      {dialog}
      {adding === "predefined" && (
        <AddPredefinedMappersDialog
          owner={owner}
          takenNames={new Set(rows.map((row) => row.name))}
          onClose={close}
        />
      )}
      {adding === "configure" && <ChooseMapperTypeDialog owner={owner} onClose={close} />}
      <ClientDataTable<MapperRow>
        ariaLabel={t("protocolMappers.list")}
        {...queryState(mappers)}
        rows={rows}
        searchPlaceholder={t("protocolMappers.search")}
        addressPrefix="mappers"
        rowKey={(row) => row.id}
        rowLabel={(row) => row.name}
        defaultSort={{ column: "name", direction: "asc" }}
        columns={[
          {
            id: "name",
            title: t("protocolMappers.columns.name"),
            value: (row) => row.name,
            sortable: true,
            cell: (row) => <Link to={owner.mapperLink(row.id, "edit")}>{row.name}</Link>,
          },
          {
            id: "category",
            title: t("protocolMappers.columns.category"),
            value: (row) => label(row.category),
            sortable: true,
            cell: (row) => label(row.category),
          },
          {
            id: "type",
            title: t("protocolMappers.columns.type"),
            value: (row) => label(row.typeName),
            sortable: true,
            cell: (row) => label(row.typeName),
          },
          {
            id: "priority",
            title: t("protocolMappers.columns.priority"),
            value: (row) => row.priority,
            sortable: true,
            cell: (row) => row.priority ?? "",
          },
        ]}
        {...(owner.canManage && {
          actions: [
            { title: t("protocolMappers.delete.confirm"), isDanger: true, onClick: askDelete },
          ],
        })}
        toolbarItems={() =>
          owner.canManage && (
            <ToolbarItem>
              <AddMapperMenu onChoose={setAdding} />
            </ToolbarItem>
          )
        }
        emptyState={
          <EmptyListState
            title={t("protocolMappers.emptyTitle")}
            body={t("protocolMappers.emptyBody")}
            action={owner.canManage && <AddMapperMenu onChoose={setAdding} />}
          />
        }
      />
    </>
  );
}
