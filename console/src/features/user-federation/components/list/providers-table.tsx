import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { Button, Label, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useServerInfo } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import {
  toNewUserFederationProvider,
  toUserFederationProvider,
} from "@/shared/paths/user-federation-paths";
import { RouterLink } from "@/shared/ui/links/router-link";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { userStorageProvidersQuery } from "../../api/providers-query";
import { AddProviderMenu } from "./add-provider-menu";
import { ProviderKindCards } from "./provider-kind-cards";
import { userStorageKindName, userStorageKinds } from "./provider-types";
import { useDeleteProviderDialog } from "./use-delete-provider-dialog";
import { queryState } from "@/shared/ui/table/query-rows";

const priorityOf = (provider: ComponentRepresentation): number => {
  const priority = Number(provider.config?.["priority"]?.[0] ?? "0");
  return Number.isFinite(priority) ? priority : 0;
};

/**
 * The realm's user-storage providers: name, kind, whether on, priority. With `kind`, only the
 * providers of that kind (the LDAP and Kerberos lists). Adding and deleting for those who may
 * manage the realm. Without any provider, the start page's cards (or that kind's add button).
 */
export function ProvidersTable({ canManage, kind }: { canManage: boolean; kind?: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const kinds = userStorageKinds(useServerInfo());
  const providers = useQuery(userStorageProvidersQuery(client, realm));
  const { askDelete, dialog } = useDeleteProviderDialog();
  const rows = (providers.data ?? []).filter(
    (provider) => kind === undefined || provider.providerId === kind,
  );

  const columns: TableColumn<ComponentRepresentation>[] = [
    {
      id: "name",
      title: t("userFederation.list.name"),
      cell: (row) => (
        <Link
          to={toUserFederationProvider({
            realm,
            id: row.id ?? "",
            providerId: row.providerId ?? "",
          })}
        >
          {row.name ?? row.id}
        </Link>
      ),
      value: (row) => row.name,
      sortable: true,
      truncate: true,
    },
    {
      id: "kind",
      title: t("userFederation.list.kind"),
      cell: (row) => userStorageKindName(row.providerId, t),
      value: (row) => userStorageKindName(row.providerId, t),
      sortable: true,
    },
    {
      id: "enabled",
      title: t("userFederation.list.status"),
      width: 15,
      cell: (row) =>
        row.config?.["enabled"]?.[0] === "false" ? (
          <Label color="grey">{t("userFederation.list.disabled")}</Label>
        ) : (
          <Label color="green">{t("userFederation.list.enabled")}</Label>
        ),
    },
    {
      id: "priority",
      title: t("userFederation.list.priority"),
      width: 15,
      cell: (row) => String(priorityOf(row)),
      value: priorityOf,
      sortable: true,
    },
  ];
  const actions: RowAction<ComponentRepresentation>[] = [
    {
      title: t("userFederation.delete.open"),
      isDanger: true,
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];
  const addButton =
    kind === undefined ? (
      <AddProviderMenu kinds={kinds} />
    ) : (
      <Button
        component={RouterLink}
        href={toNewUserFederationProvider({ realm, providerId: kind })}
      >
        {t("userFederation.list.addKind", { kind: userStorageKindName(kind, t) })}
      </Button>
    );
  const emptyState =
    kind === undefined ? (
      <ProviderKindCards kinds={kinds} canManage={canManage} />
    ) : (
      <EmptyListState
        title={t("userFederation.list.emptyKindTitle", { kind: userStorageKindName(kind, t) })}
        body={
          canManage ? t("userFederation.list.emptyKind") : t("userFederation.list.emptyReadOnly")
        }
        action={canManage && addButton}
      />
    );

  return (
    <>
      {dialog}
      <ClientDataTable<ComponentRepresentation>
        {...queryState(providers)}
        rows={rows}
        ariaLabel={t("userFederation.list.tableLabel")}
        searchPlaceholder={t("userFederation.list.search")}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.name ?? row.id ?? ""}
        columns={columns}
        defaultSort={{ column: "priority", direction: "asc" }}
        {...(canManage && { actions })}
        toolbarItems={() => canManage && <ToolbarItem>{addButton}</ToolbarItem>}
        emptyState={emptyState}
      />
    </>
  );
}
