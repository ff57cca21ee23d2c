import { Button, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientScopesQuery } from "@/shared/client-scopes/api/client-scopes-query";
import { realmScopeTypesQuery } from "@/shared/client-scopes/api/realm-scope-types-query";
import { useChangeRealmScopeType } from "@/shared/client-scopes/api/use-change-realm-scope-type";
import {
  isClientScopeType,
  withRealmTypes,
  type TypedClientScope,
} from "@/shared/client-scopes/client-scope-type";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toClientScope, toNewClientScope } from "@/shared/paths/client-scope-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { scopeAttributes } from "../form-state";
import { OptionSelect } from "@/shared/ui/form/option-select";
import { protocolLabel, typeLabel, typeOptions } from "./scope-labels";
import { useDeleteClientScopesDialog } from "./use-delete-client-scopes";

const filterNames = ["type", "protocol"] as const;
const allOption = "all";

/**
 * Every client scope of the realm with its realm-wide type, protocol, display order and
 * description, searched by name and filtered by type and protocol in the browser (the server
 * neither pages nor searches them). With manage-clients: create, change a type from the row, and
 * delete one or many after a confirmation that names the clients using them.
 */
export function ClientScopesTable() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const canManage = useAccess().hasAccess("manage-clients");
  const scopes = useQuery(clientScopesQuery(client, realm));
  const types = useQuery(realmScopeTypesQuery(client, realm));
  const changeType = useChangeRealmScopeType();
  const { askDelete, dialog } = useDeleteClientScopesDialog();
  const table = useTableState({ filterNames });
  const typeFilter = table.filters["type"] ?? allOption;
  const protocolFilter = table.filters["protocol"] ?? allOption;

  const all =
    scopes.data === undefined || types.data === undefined
      ? []
      : withRealmTypes(scopes.data, types.data);
  const protocols = [...new Set(all.map((scope) => scope.protocol ?? ""))].sort();
  const rows = all.filter(
    (scope) =>
      (typeFilter === allOption || scope.type === typeFilter) &&
      (protocolFilter === allOption || scope.protocol === protocolFilter),
  );

  const setType = (scope: TypedClientScope, to: string) => {
    if (!isClientScopeType(to)) return;
    changeType.mutate(
      { id: scope.id, from: scope.type, to },
      {
        onSuccess: () => {
          addAlert(
            t("clientScopes.type.changed", { name: scope.name, type: typeLabel(to, t) }),
            "success",
          );
        },
        onError: (error) => {
          addError("clientScopes.type.changeError", error);
        },
      },
    );
  };

  const createButton = canManage && (
    <Button variant="primary" onClick={() => void navigate(toNewClientScope({ realm }))}>
      {t("clientScopes.create.open")}
    </Button>
  );
  const columns: TableColumn<TypedClientScope>[] = [
    {
      id: "name",
      title: t("clientScopes.name"),
      cell: (scope) => <Link to={toClientScope({ realm, id: scope.id })}>{scope.name}</Link>,
      value: (scope) => scope.name,
      sortable: true,
    },
    {
      id: "type",
      title: t("clientScopes.type.label"),
      width: 15,
      cell: (scope) =>
        canManage ? (
          <OptionSelect
            ariaLabel={t("clientScopes.type.of", { name: scope.name })}
            options={typeOptions(t)}
            selected={scope.type}
            isDisabled={changeType.isPending}
            onSelect={(to) => {
              setType(scope, to);
            }}
          />
        ) : (
          typeLabel(scope.type, t)
        ),
    },
    {
      id: "protocol",
      title: t("clientScopes.protocol.label"),
      width: 15,
      cell: (scope) => protocolLabel(scope.protocol, t),
    },
    {
      id: "guiOrder",
      title: t("clientScopes.guiOrder"),
      width: 15,
      cell: (scope) => scope.attributes?.[scopeAttributes.guiOrder] ?? "",
    },
    {
      id: "description",
      title: t("clientScopes.descriptionLabel"),
      cell: (scope) => translatePlaceholders(scope.description ?? "", t),
    },
  ];
  const actions: RowAction<TypedClientScope>[] = [
    {
      title: t("clientScopes.delete.open"),
      isDanger: true,
      onClick: (scope) => {
        askDelete([scope]);
      },
    },
  ];
  const error = scopes.error ?? types.error ?? undefined;

  return (
    <>
      {dialog}
      <ClientDataTable<TypedClientScope>
        state={table}
        rows={rows}
        isLoading={scopes.isPending || types.isPending}
        error={error}
        onRefresh={() => {
          void scopes.refetch();
          void types.refetch();
        }}
        ariaLabel={t("clientScopes.tableLabel")}
        searchPlaceholder={t("clientScopes.search")}
        rowKey={(scope) => scope.id}
        rowLabel={(scope) => scope.name ?? ""}
        columns={columns}
        {...(canManage && { selectable: "multiple" as const, actions })}
        canSelectAllMatching={false}
        toolbarItems={({ selection, clearSelection }) => {
          const chosen = selection.kind === "rows" ? selection.rows : [];
          return (
            <>
              <ToolbarItem>
                <OptionSelect
                  ariaLabel={t("clientScopes.filter.type")}
                  options={[
                    { key: allOption, label: t("clientScopes.filter.allTypes") },
                    ...typeOptions(t),
                  ]}
                  selected={typeFilter}
                  onSelect={(type) => {
                    table.setFilters({ type: type === allOption ? undefined : type });
                  }}
                />
              </ToolbarItem>
              <ToolbarItem>
                <OptionSelect
                  ariaLabel={t("clientScopes.filter.protocol")}
                  options={[
                    { key: allOption, label: t("clientScopes.filter.allProtocols") },
                    ...protocols.map((protocol) => ({
                      key: protocol,
                      label: protocolLabel(protocol, t),
                    })),
                  ]}
                  selected={protocolFilter}
                  onSelect={(protocol) => {
                    table.setFilters({ protocol: protocol === allOption ? undefined : protocol });
                  }}
                />
              </ToolbarItem>
              {createButton !== false && <ToolbarItem>{createButton}</ToolbarItem>}
              {chosen.length > 0 && (
                <ToolbarItem>
                  <Button
                    variant="secondary"
                    isDanger
                    onClick={() => {
                      askDelete(chosen, clearSelection);
                    }}
                  >
                    {t("clientScopes.delete.selected", { count: chosen.length })}
                  </Button>
                </ToolbarItem>
              )}
            </>
          );
        }}
        emptyState={
          all.length > 0 ? (
            // Only the type and protocol filters can hide every scope: offer to clear them.
            <EmptyListState
              title={t("clientScopes.filter.noneMatch")}
              body={t("clientScopes.filter.noneMatchBody")}
              action={
                <Button
                  variant="link"
                  onClick={() => {
                    table.setFilters({ type: undefined, protocol: undefined });
                  }}
                >
                  {t("clientScopes.filter.clear")}
                </Button>
              }
            />
          ) : (
            <EmptyListState
              title={t("clientScopes.emptyTitle")}
              body={t("clientScopes.emptyBody")}
              action={createButton}
            />
          )
        }
      />
    </>
  );
}
