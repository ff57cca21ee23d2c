import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
import { Button, Content, ToolbarItem } from "@patternfly/react-core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { DomainNameLabels } from "@/shared/organizations/domain-labels";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { extOrganizationsQuery } from "../api/ext-organizations-query";
import { toExtOrganization } from "../paths";
import { CreateExtOrganizationDialog } from "./create-ext-organization-dialog";
import { useDeleteExtOrganizationDialog } from "./use-delete-ext-organization-dialog";

type Row = PhaseTwoOrganizationRepresentation;

/**
 * The extension's organizations, paged and searched (by name) on the server with its count for
 * the total: name with display name, domains and address. Creating and deleting for those who may
 * manage organizations.
 */
export function ExtOrganizationsTable({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { askDelete, dialog } = useDeleteExtOrganizationDialog();
  const [isCreating, setCreating] = useState(false);

  const createButton = (
    <Button
      onClick={() => {
        setCreating(true);
      }}
    >
      {t("extOrganizations.list.create")}
    </Button>
  );
  const columns: TableColumn<Row>[] = [
    {
      id: "name",
      title: t("extOrganizations.list.name"),
      value: (row) => row.name,
      cell: (row) => (
        <>
          <Link to={toExtOrganization({ realm, orgId: row.id ?? "", tab: "settings" })}>
            {row.name ?? ""}
          </Link>
          {row.displayName !== undefined && row.displayName !== "" && (
            <Content component="small" className="pf-v6-u-display-block">
              {row.displayName}
            </Content>
          )}
        </>
      ),
    },
    {
      id: "domains",
      title: t("extOrganizations.list.domains"),
      value: (row) => (row.domains ?? []).join(" "),
      cell: (row) => <DomainNameLabels organizationName={row.name} domains={row.domains ?? []} />,
    },
    {
      id: "url",
      title: t("extOrganizations.list.url"),
      value: (row) => row.url,
      cell: (row) => row.url ?? "",
      truncate: true,
    },
  ];
  const actions: RowAction<Row>[] = [
    {
      title: t("extOrganizations.delete.open"),
      isDanger: true,
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];

  return (
    <>
      {dialog}
      {isCreating && (
        <CreateExtOrganizationDialog
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
      <DataTable<Row>
        {...extOrganizationsQuery(client, realm)}
        ariaLabel={t("extOrganizations.list.tableLabel")}
        searchPlaceholder={t("extOrganizations.list.search")}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.name ?? ""}
        columns={columns}
        {...(canManage && { actions })}
        toolbarItems={() => canManage && <ToolbarItem>{createButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("extOrganizations.list.emptyTitle")}
            body={t("extOrganizations.list.emptyBody")}
            action={canManage && createButton}
          />
        }
      />
    </>
  );
}
