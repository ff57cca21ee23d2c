import type { GroupRepresentation } from "@gatehouse/admin-client";
import { Button, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { groupsWithId, useGroupActions } from "./use-group-actions";

export interface GroupsTableProps {
  /** The top level (or a search across the tree), or one group's children. */
  query: TableQuery<GroupRepresentation>;
  /** Translated accessible name of the table. */
  ariaLabel: string;
  searchPlaceholder: string;
  /** Where a row's name leads. */
  linkTo: (group: GroupRepresentation) => string;
  /** Shows each group's path (search hits come from anywhere in the tree). */
  showPath?: boolean;
  /** Offers the create button, with its translated label; absent without the right. */
  create?: { label: string; onCreate: () => void } | undefined;
  /** Whether the administrator may change these groups: selection and row actions. */
  isManageable: boolean;
  /** Empty state texts, when there are no groups at all. */
  emptyTitle: string;
  emptyBody: string;
}

const canManage = (group: GroupRepresentation) => group.access?.["manage"] === true;
const cannotManage = (group: GroupRepresentation) => !canManage(group);

/**
 * A page of groups from the server, with each group's sub-group count, and the actions the
 * administrator may take on each (the server says per group): rename, move, duplicate, delete, and
 * deleting the selected groups at once.
 */
export function GroupsTable({
  query,
  ariaLabel,
  searchPlaceholder,
  linkTo,
  showPath = false,
  create,
  isManageable,
  emptyTitle,
  emptyBody,
}: GroupsTableProps) {
  const { t, i18n } = useTranslation();
  const actions = useGroupActions();
  const createButton = create !== undefined && (
    <Button variant="primary" onClick={create.onCreate}>
      {create.label}
    </Button>
  );
  const columns: TableColumn<GroupRepresentation>[] = [
    {
      id: "name",
      title: t("groups.name"),
      cell: (group) => <Link to={linkTo(group)}>{group.name}</Link>,
    },
    ...(showPath
      ? [{ id: "path", title: t("groups.path"), cell: (group: GroupRepresentation) => group.path }]
      : []),
    {
      id: "sub-groups",
      title: t("groups.subGroupCount"),
      width: 15,
      cell: (group) => (group.subGroupCount ?? 0).toLocaleString(i18n.language),
    },
    { id: "description", title: t("groups.descriptionLabel"), cell: (group) => group.description },
  ];

  const ask =
    (run: (group: GroupRepresentation & { id: string }) => void) =>
    (group: GroupRepresentation) => {
      run({ ...group, id: group.id ?? "" });
    };
  const rowActions: RowAction<GroupRepresentation>[] = [
    { title: t("groups.rename.open"), isHidden: cannotManage, onClick: ask(actions.askRename) },
    { title: t("groups.move.open"), isHidden: cannotManage, onClick: ask(actions.askMove) },
    {
      title: t("groups.duplicate.open"),
      isHidden: cannotManage,
      onClick: ask(actions.askDuplicate),
    },
    {
      title: t("groups.delete.open"),
      isDanger: true,
      isHidden: cannotManage,
      onClick: (group) => {
        actions.askDelete(groupsWithId([group]));
      },
    },
  ];

  return (
    <>
      {actions.dialogs}
      <DataTable<GroupRepresentation>
        {...query}
        ariaLabel={ariaLabel}
        searchPlaceholder={searchPlaceholder}
        rowKey={(group) => group.id ?? ""}
        rowLabel={(group) => group.name ?? ""}
        columns={columns}
        {...(isManageable && { selectable: "multiple" as const, actions: rowActions })}
        canSelectAllMatching={false}
        toolbarItems={({ selection, clearSelection }) => {
          const chosen = selection.kind === "rows" ? groupsWithId(selection.rows) : [];
          const deletable = chosen.length > 0 && chosen.every(canManage);
          return (
            <>
              {createButton !== false && <ToolbarItem>{createButton}</ToolbarItem>}
              {chosen.length > 0 && (
                <ToolbarItem>
                  <Button
                    variant="secondary"
                    isDanger
                    isDisabled={!deletable}
                    onClick={() => {
                      actions.askDelete(chosen, clearSelection);
                    }}
                  >
                    {t("groups.delete.selected", { count: chosen.length })}
                  </Button>
                </ToolbarItem>
              )}
            </>
          );
        }}
        emptyState={<EmptyListState title={emptyTitle} body={emptyBody} action={createButton} />}
      />
    </>
  );
}
