import { Button, Label, ToolbarItem } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { RouterLink } from "@/shared/ui/links/router-link";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { TableColumn } from "@/shared/ui/table/table-types";
import { withoutNamed, type Row } from "../client-policies-state";
import { JsonListEditor } from "./json-list-editor";
import { ViewSwitch } from "./view-switch";
import { queryState } from "@/shared/ui/table/query-rows";

type Named = { name?: string; description?: string };

export interface EntriesListProps<T extends Named> {
  /** Which list: names its messages (`realmSettings.clientPolicies.<kind>.*`) and its JSON key. */
  kind: "profiles" | "policies";
  /** The realm's own entries and the global ones; `undefined` while loading. */
  rows: Row<T>[] | undefined;
  /** The realm's own entries, edited as JSON. */
  ownEntries: T[] | undefined;
  loading: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** Replaces the realm's list, applying a change to what the server holds now. */
  change: { mutateAsync: (change: (latest: T[]) => T[]) => Promise<unknown>; isPending: boolean };
  canManage: boolean;
  /** The create button's address, or `undefined` without the rights its page asks for. */
  createHref: string | undefined;
  nameCell: (row: Row<T>) => ReactNode;
  /** The columns between the type and the description. */
  columns?: TableColumn<Row<T>>[];
}

/**
 * The realm's client profiles or policies beside the server's global ones, in a table or as JSON:
 * name, type, the list's own columns and description; with manage-realm the realm's own are
 * created and deleted after a confirmation.
 */
export function EntriesList<T extends Named>({
  kind,
  rows,
  ownEntries,
  loading,
  change,
  canManage,
  createHref,
  nameCell,
  columns = [],
}: EntriesListProps<T>) {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirmAction();
  const key = (name: string) => `realmSettings.clientPolicies.${kind}.${name}`;

  const askDelete = (row: Row<T>) => {
    ask({
      title: t(key("deleteTitle")),
      message: t(key("deleteMessage"), { name: row.name }),
      confirmLabel: t("realmSettings.clientPolicies.delete"),
      errorTitle: t(key("deleteError")),
      action: () => change.mutateAsync((latest) => withoutNamed(latest, row.name)),
      successMessage: t(key("deleted"), { name: row.name }),
    });
  };
  const createButton = createHref !== undefined && (
    <Button component={RouterLink} href={createHref}>
      {t(key("create"))}
    </Button>
  );

  const table = (
    <ClientDataTable<Row<T>>
      ariaLabel={t(key("table"))}
      {...queryState(loading)}
      rows={rows ?? []}
      stateInAddress={false}
      searchPlaceholder={t(key("search"))}
      rowKey={(row) => `${row.isGlobal ? "global" : "realm"}:${row.name}`}
      rowLabel={(row) => row.name}
      columns={[
        {
          id: "name",
          title: t("realmSettings.clientPolicies.name"),
          value: (row) => row.name,
          sortable: true,
          cell: nameCell,
        },
        {
          id: "type",
          title: t("realmSettings.clientPolicies.type"),
          value: (row) => (row.isGlobal ? "global" : "realm"),
          cell: (row) => (
            <Label isCompact color={row.isGlobal ? "blue" : "grey"}>
              {row.isGlobal
                ? t("realmSettings.clientPolicies.global")
                : t("realmSettings.clientPolicies.realmOwn")}
            </Label>
          ),
        },
        ...columns,
        {
          id: "description",
          title: t("realmSettings.clientPolicies.description"),
          value: (row) => row.entry.description,
          truncate: true,
          cell: (row) => row.entry.description,
        },
      ]}
      {...(canManage && {
        actions: [
          {
            title: t("realmSettings.clientPolicies.delete"),
            isDanger: true,
            isHidden: (row: Row<T>) => row.isGlobal,
            onClick: askDelete,
          },
        ],
        toolbarItems: () => <ToolbarItem>{createButton}</ToolbarItem>,
      })}
      emptyState={
        <EmptyListState
          title={t(key("emptyTitle"))}
          body={t(key("emptyBody"))}
          action={createButton}
        />
      }
    />
  );

  return (
    <>
      {dialog}
      <ViewSwitch
        list={table}
        json={
          ownEntries !== undefined && (
            <JsonListEditor<T>
              // Start again from what the server holds once it has a new version.
              key={JSON.stringify(ownEntries)}
              listKey={kind}
              entries={ownEntries}
              canManage={canManage}
              save={(entries) => change.mutateAsync(() => entries)}
              isSaving={change.isPending}
            />
          )
        }
      />
    </>
  );
}
