import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { PageSection, ToolbarItem } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { DataTable } from "@/shared/ui/table/data-table";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { authorizationRights, type AuthorizationRights } from "./authorization-rights";

/** Translated texts of a policy table; each list words them in its own vocabulary. */
export interface PolicyTableTexts {
  tableLabel: string;
  search: string;
  emptyTitle: string;
  emptyBody: string;
}

export interface PolicyTableProps {
  /** The server-paged list, searched by name. */
  query: TableQuery<PolicyRepresentation>;
  texts: PolicyTableTexts;
  /** The address of a row's own page. */
  linkTo: (row: PolicyRepresentation) => string;
  /** The column between name and description: what kind of policy or permission a row is. */
  kindColumn: TableColumn<PolicyRepresentation>;
  /** The create button or menu; only those who may manage authorization see it. */
  createMenu: ReactNode;
  /** Asks before deleting a row; `deleteDialog` is where it asks. */
  onDelete: (row: PolicyRepresentation) => void;
  deleteDialog: ReactNode;
  expandedContent?: (row: PolicyRepresentation) => ReactNode;
  /** What the administrator may do, where the server judges otherwise than for a client's. */
  rights?: AuthorizationRights;
}

/**
 * Policies or permissions of a resource server (the server stores both as policies): each name
 * links to its page, with its kind and description. Creating and deleting for those who may
 * manage authorization. Client authorization services and the fine-grained admin permissions
 * both list theirs through it.
 */
export function PolicyTable({
  query,
  texts,
  linkTo,
  kindColumn,
  createMenu,
  onDelete,
  deleteDialog,
  expandedContent,
  rights,
}: PolicyTableProps) {
  const { t } = useTranslation();
  const access = useAccess();
  const { manage } = rights ?? authorizationRights(access);
  const create = manage && createMenu;
  const columns: TableColumn<PolicyRepresentation>[] = [
    {
      id: "name",
      title: t("authorization.table.name"),
      cell: (row) => <Link to={linkTo(row)}>{row.name ?? ""}</Link>,
      value: (row) => row.name,
    },
    kindColumn,
    {
      id: "description",
      title: t("authorization.table.description"),
      cell: (row) => row.description ?? "",
      value: (row) => row.description,
      truncate: true,
    },
  ];
  const actions: RowAction<PolicyRepresentation>[] = [
    {
      title: t("authorization.table.delete"),
      isDanger: true,
      onClick: (row) => {
        onDelete(row);
      },
    },
  ];
  return (
    <PageSection>
      {deleteDialog}
      <DataTable<PolicyRepresentation>
        {...query}
        ariaLabel={texts.tableLabel}
        searchPlaceholder={texts.search}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.name ?? ""}
        columns={columns}
        {...(expandedContent !== undefined && { expandedContent })}
        {...(manage && { actions })}
        toolbarItems={() => create && <ToolbarItem>{create}</ToolbarItem>}
        emptyState={
          <EmptyListState title={texts.emptyTitle} body={texts.emptyBody} action={create} />
        }
      />
    </PageSection>
  );
}
