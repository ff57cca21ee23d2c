import { Button, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientScopesQuery } from "@/shared/client-scopes/api/client-scopes-query";
import { toDedicatedScope } from "@/shared/paths/client-paths";
import { toClientScope } from "@/shared/paths/client-scope-paths";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import type { TableColumn } from "@/shared/ui/table/table-types";
import type { LoadedClient } from "../api/client-query";
import { scopesOfClientQuery } from "../api/scopes-of-client-query";
import { useChangeScopeAssignments } from "../api/scopes-use-change-assignments";
import { AddScopesDialog } from "./add-scopes-dialog";
import { addableScopes, protocolOf, scopeRows, type ScopeRow } from "./assigned-scope-rows";
import { ScopeTypeSelect } from "./scope-type-select";
import { queryState } from "@/shared/ui/table/query-rows";

type AssignedRow = Extract<ScopeRow, { kind: "assigned" }>;
const isAssigned = (row: ScopeRow): row is AssignedRow => row.kind === "assigned";
const emptyScopes = { defaultScopes: [], optionalScopes: [] };

/**
 * The client's scopes: its dedicated scope, then the realm scopes it is given by default or on
 * request; administrators who manage clients add, retype and remove them.
 */
export function ScopesSetup({ client, canManage }: { client: LoadedClient; canManage: boolean }) {
  const { t } = useTranslation();
  const adminClient = useAdminClient();
  const realm = useRealm();
  const { addAlert, addError } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const [adding, setAdding] = useState(false);
  const assigned = useQuery(scopesOfClientQuery(adminClient, realm, client.id));
  // The realm's scopes describe the assigned ones, and are what the add dialog offers.
  const realmScopes = useQuery(clientScopesQuery(adminClient, realm));
  const change = useChangeScopeAssignments(client.id);
  const rows = scopeRows(client.clientId, assigned.data ?? emptyScopes, realmScopes.data);

  const changeType = (row: AssignedRow, type: AssignedRow["type"]) => {
    change.mutate([{ scopeId: row.id, from: row.type, to: type }], {
      onSuccess: () => {
        addAlert(t("clientScopeSetup.typeChanged", { name: row.name }), "success");
      },
      onError: (error) => {
        addError("clientScopeSetup.typeChangeFailed", error);
      },
    });
  };

  const askRemove = (chosen: AssignedRow[], done?: () => void) => {
    const [first] = chosen;
    if (first === undefined) return;
    confirm({
      title: t("clientScopeSetup.remove.title", { count: chosen.length }),
      message:
        chosen.length === 1
          ? t("clientScopeSetup.remove.one", { name: first.name, client: client.clientId })
          : t("clientScopeSetup.remove.many", { count: chosen.length, client: client.clientId }),
      confirmLabel: t("clientScopeSetup.remove.confirm"),
      variant: "danger",
      errorTitle: t("clientScopeSetup.remove.failed"),
      onConfirm: async () => {
        await change.mutateAsync(
          chosen.map((row) => ({ scopeId: row.id, from: row.type, to: "none" as const })),
        );
        addAlert(t("clientScopeSetup.remove.done", { count: chosen.length }), "success");
        done?.();
      },
    });
  };

  const columns: TableColumn<ScopeRow>[] = [
    {
      id: "name",
      title: t("clientScopeSetup.name"),
      value: (row) => row.name,
      cell: (row) => (
        <Link
          to={
            row.kind === "dedicated"
              ? toDedicatedScope({ realm, clientId: client.id })
              : toClientScope({ realm, id: row.id })
          }
        >
          {row.name}
        </Link>
      ),
    },
    {
      id: "type",
      title: t("clientScopeSetup.typeColumn"),
      width: 20,
      cell: (row) =>
        row.kind === "dedicated" ? (
          t("clientScopeSetup.type.none")
        ) : canManage ? (
          <ScopeTypeSelect
            scopeName={row.name}
            type={row.type}
            isDisabled={change.isPending}
            onChange={(type) => {
              changeType(row, type);
            }}
          />
        ) : (
          t(`clientScopeSetup.type.${row.type}`)
        ),
    },
    {
      id: "description",
      title: t("clientScopeSetup.description"),
      cell: (row) =>
        row.kind === "dedicated" ? t("clientScopeSetup.dedicatedDescription") : row.description,
    },
  ];

  const addButton = canManage && (
    <Button
      variant="primary"
      onClick={() => {
        setAdding(true);
      }}
    >
      {t("clientScopeSetup.add.open")}
    </Button>
  );

  return (
    <>
      {dialog}
      {adding && (
        <AddScopesDialog
          clientInternalId={client.id}
          choices={addableScopes(
            realmScopes.data ?? [],
            assigned.data ?? emptyScopes,
            protocolOf(client),
          )}
          onAdd={async (scopes, type) => {
            await change.mutateAsync(
              scopes.map((scope) => ({ scopeId: scope.id, from: "none" as const, to: type })),
            );
            addAlert(t("clientScopeSetup.add.done", { count: scopes.length }), "success");
          }}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
      <ClientDataTable<ScopeRow>
        ariaLabel={t("clientScopeSetup.tableLabel", { client: client.clientId })}
        searchPlaceholder={t("clientScopeSetup.search")}
        {...queryState(assigned)}
        rows={rows}
        rowKey={(row) => (row.kind === "dedicated" ? "dedicated" : row.id)}
        rowLabel={(row) => row.name}
        columns={columns}
        {...(canManage && {
          selectable: "multiple" as const,
          isRowSelectable: isAssigned,
          actions: [
            {
              title: t("clientScopeSetup.remove.action"),
              isDanger: true,
              isHidden: (row: ScopeRow) => row.kind === "dedicated",
              onClick: (row: ScopeRow) => {
                if (isAssigned(row)) askRemove([row]);
              },
            },
          ],
        })}
        canSelectAllMatching={false}
        toolbarItems={({ selection, clearSelection }) => {
          const chosen = selection.kind === "rows" ? selection.rows.filter(isAssigned) : [];
          return (
            addButton !== false && (
              <>
                <ToolbarItem>{addButton}</ToolbarItem>
                <ToolbarItem>
                  <Button
                    variant="secondary"
                    isDanger
                    isDisabled={chosen.length === 0}
                    onClick={() => {
                      askRemove(chosen, clearSelection);
                    }}
                  >
                    {chosen.length === 0
                      ? t("clientScopeSetup.remove.action")
                      : t("clientScopeSetup.remove.selected", { count: chosen.length })}
                  </Button>
                </ToolbarItem>
              </>
            )
          );
        }}
        emptyState={null}
      />
    </>
  );
}
