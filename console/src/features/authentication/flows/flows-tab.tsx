import { Button, Label, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { realmQuery } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { toCreateFlow, toFlow } from "../paths";
import { flowsQuery } from "../api/flows-query";
import { BindFlowDialog } from "./bind-flow-dialog";
import { DeleteFlowDialog } from "./delete-flow-dialog";
import { DuplicateFlowDialog } from "./duplicate-flow-dialog";
import { EditFlowDialog } from "./edit-flow-dialog";
import { flowRows, type FlowRow } from "./flow-usage";
import { FlowUsedBy } from "./flow-used-by";

type OpenDialog = { kind: "duplicate" | "bind" | "edit" | "delete"; row: FlowRow } | undefined;

/**
 * The realm's top-level flows with where each is used, searched in the browser (a realm has a few
 * dozen flows at most). Administrators who manage the realm create, duplicate, bind, rename and
 * delete flows here; the others read.
 */
export function FlowsTab() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const access = useAccess();
  const canManage = access.hasAccess("manage-realm");
  // The create page's route asks for manage-authorization, the server for manage-realm.
  const canCreate = canManage && access.hasAccess("manage-authorization");
  const flows = useQuery(flowsQuery(client, realm));
  const realmRep = useQuery(realmQuery(client, realm));
  const [open, setOpen] = useState<OpenDialog>();
  const close = () => {
    setOpen(undefined);
  };

  const rows = flowRows(flows.data ?? [], realmRep.data);
  const columns: TableColumn<FlowRow>[] = [
    {
      id: "alias",
      title: t("authentication.flows.name"),
      cell: ({ flow, usage }) => (
        <>
          <Link to={toFlow({ realm, id: flow.id, usedBy: usage, builtIn: flow.builtIn === true })}>
            {flow.alias}
          </Link>{" "}
          {flow.builtIn === true && <Label isCompact>{t("authentication.flows.builtIn")}</Label>}
        </>
      ),
      value: ({ flow }) => flow.alias,
      sortable: true,
      truncate: true,
    },
    {
      id: "usedBy",
      title: t("authentication.flows.usedBy"),
      cell: (row) => <FlowUsedBy row={row} />,
    },
    {
      id: "description",
      title: t("authentication.flows.descriptionLabel"),
      cell: ({ flow }) => translatePlaceholders(flow.description ?? "", t),
      value: ({ flow }) => flow.description,
      truncate: true,
    },
  ];
  const actions: RowAction<FlowRow>[] = [
    {
      title: t("authentication.flows.duplicate.action"),
      onClick: (row) => {
        setOpen({ kind: "duplicate", row });
      },
    },
    {
      title: t("authentication.flows.bind.action"),
      onClick: (row) => {
        setOpen({ kind: "bind", row });
      },
    },
    {
      title: t("authentication.flows.edit.action"),
      isHidden: ({ flow }) => flow.builtIn === true,
      onClick: (row) => {
        setOpen({ kind: "edit", row });
      },
    },
    {
      title: t("authentication.flows.delete.action"),
      isDanger: true,
      isHidden: ({ flow }) => flow.builtIn === true,
      onClick: (row) => {
        setOpen({ kind: "delete", row });
      },
    },
  ];
  const createButton = canCreate && (
    <Button variant="primary" onClick={() => void navigate(toCreateFlow({ realm }))}>
      {t("authentication.createFlow.open")}
    </Button>
  );

  return (
    <>
      {open?.kind === "duplicate" && <DuplicateFlowDialog flow={open.row.flow} onClose={close} />}
      {open?.kind === "bind" && <BindFlowDialog flow={open.row.flow} onClose={close} />}
      {open?.kind === "edit" && <EditFlowDialog flow={open.row.flow} onClose={close} />}
      {open?.kind === "delete" && <DeleteFlowDialog flow={open.row.flow} onClose={close} />}
      <ClientDataTable<FlowRow>
        ariaLabel={t("authentication.flows.list")}
        searchPlaceholder={t("authentication.flows.search")}
        rows={rows}
        isLoading={flows.isPending || realmRep.isPending}
        error={flows.error ?? realmRep.error ?? undefined}
        onRefresh={() => {
          void flows.refetch();
          void realmRep.refetch();
        }}
        rowKey={({ flow }) => flow.id}
        rowLabel={({ flow }) => flow.alias}
        columns={columns}
        {...(canManage && { actions })}
        toolbarItems={() => createButton && <ToolbarItem>{createButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("authentication.flows.emptyTitle")}
            body={t("authentication.flows.emptyBody")}
            action={createButton}
          />
        }
      />
    </>
  );
}
