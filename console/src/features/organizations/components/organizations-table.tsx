import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import { Button, Flex, FlexItem, Label, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { DomainLabels, domainsOf } from "@/shared/organizations/domain-labels";
import { toNewOrganization, toOrganization } from "@/shared/paths/organization-paths";
import { RouterLink } from "@/shared/ui/links/router-link";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { organizationsQuery } from "../api/organizations-query";
import { useDeleteOrganizationDialog } from "./use-delete-organization-dialog";

/**
 * The realm's organizations, paged and searched by the server (name and domain), with their
 * domains and description. Creating and deleting for those who may manage users.
 *
 * There is no member count: the server's list carries none, and counting would take one request
 * per organization shown; the organization's members tab pages and counts its members.
 */
export function OrganizationsTable({
  canCreate,
  canDelete,
}: {
  /** Creating one needs manage-users too, for the page it opens. */
  canCreate: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { askDelete, dialog } = useDeleteOrganizationDialog();

  const createButton = (
    <Button component={RouterLink} href={toNewOrganization({ realm })}>
      {t("organizations.list.create")}
    </Button>
  );
  const columns: TableColumn<OrganizationRepresentation>[] = [
    {
      id: "name",
      title: t("organizations.list.name"),
      cell: (row) => (
        <Flex spaceItems={{ default: "spaceItemsSm" }} flexWrap={{ default: "nowrap" }}>
          <FlexItem>
            <Link to={toOrganization({ realm, id: row.id ?? "", tab: "settings" })}>
              {row.name ?? ""}
            </Link>
          </FlexItem>
          {row.enabled === false && (
            <FlexItem>
              <Label isCompact color="grey">
                {t("organizations.disabled")}
              </Label>
            </FlexItem>
          )}
        </Flex>
      ),
      value: (row) => row.name,
    },
    {
      id: "domains",
      title: t("organizations.list.domains"),
      value: (row) => domainsOf(row).join(" "),
      cell: (row) => <DomainLabels organization={row} />,
    },
    {
      id: "description",
      title: t("organizations.list.descriptionColumn"),
      value: (row) => row.description,
      cell: (row) => row.description ?? "",
      truncate: true,
    },
  ];
  const actions: RowAction<OrganizationRepresentation>[] = [
    {
      title: t("organizations.delete.open"),
      isDanger: true,
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];

  return (
    <>
      {dialog}
      <DataTable<OrganizationRepresentation>
        {...organizationsQuery(client, realm)}
        ariaLabel={t("organizations.list.tableLabel")}
        searchPlaceholder={t("organizations.list.search")}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.name ?? ""}
        columns={columns}
        {...(canDelete && { actions })}
        toolbarItems={() => canCreate && <ToolbarItem>{createButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("organizations.list.emptyTitle")}
            body={t("organizations.list.emptyBody")}
            action={canCreate && createButton}
          />
        }
      />
    </>
  );
}
