import type { ResourceRepresentation } from "@gatehouse/admin-client";
import { Button, PageSection, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import {
  toNewPermission,
  toNewResource,
  toResourceDetails,
} from "@/shared/paths/client-authorization-paths";
import { RouterLink } from "@/shared/ui/links/router-link";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { useTableState } from "@/shared/ui/table/use-table-state";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import type { ClientTabProps } from "../../api/client-query";
import { resourcesQuery } from "../../api/resources-query";
import { ResourceFilterBar, resourceFilterNames, resourceFiltersFrom } from "./resource-filters";
import { ResourceSummary } from "./resource-summary";
import { useDeleteResourceDialog } from "./use-delete-resource-dialog";

/**
 * The resource server's resources, paged and searched by name on the server, filtered there on
 * type, URI, owner and scope (kept in the address); a row expands to its URIs, type, scopes and
 * owner. Creating, deleting and starting a permission for a resource are
 * for those who may manage authorization.
 */
export function ResourcesTab({ client: owner }: ClientTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { manage } = authorizationRights(useAccess());
  const { askDelete, dialog } = useDeleteResourceDialog(owner.id);
  const address = { realm, id: owner.id };
  const table = useTableState({ filterNames: resourceFilterNames });
  const filters = resourceFiltersFrom(table.filters);

  const createButton = (
    <Button component={RouterLink} href={toNewResource(address)}>
      {t("authorization.resources.create")}
    </Button>
  );
  const columns: TableColumn<ResourceRepresentation>[] = [
    {
      id: "name",
      title: t("authorization.resource.name"),
      cell: (row) => (
        <Link to={toResourceDetails({ ...address, resourceId: row._id ?? "" })}>
          {row.name === "" ? t("authorization.resource.unnamed") : row.name}
        </Link>
      ),
      value: (row) => row.name,
    },
    {
      id: "displayName",
      title: t("authorization.resource.displayName"),
      cell: (row) => row.displayName ?? "",
      value: (row) => row.displayName,
      truncate: true,
    },
    {
      id: "type",
      title: t("authorization.resource.type"),
      cell: (row) => row.type ?? "",
      value: (row) => row.type,
      truncate: true,
    },
  ];
  const actions: RowAction<ResourceRepresentation>[] = [
    {
      title: t("authorization.resources.createPermission"),
      onClick: (row) => {
        void navigate(
          toNewPermission({ ...address, permissionType: "resource", selectedId: row._id ?? "" }),
        );
      },
    },
    {
      title: t("authorization.resource.delete"),
      isDanger: true,
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];

  return (
    <PageSection>
      {dialog}
      <DataTable<ResourceRepresentation>
        {...resourcesQuery(client, realm, owner.id, filters)}
        state={table}
        ariaLabel={t("authorization.resources.tableLabel")}
        searchPlaceholder={t("authorization.resources.search")}
        rowKey={(row) => row._id ?? ""}
        rowLabel={(row) => row.name ?? ""}
        columns={columns}
        expandedContent={(row) => <ResourceSummary resource={row} />}
        {...(manage && { actions })}
        toolbarItems={() => (
          <>
            <ResourceFilterBar
              filters={filters}
              onChange={(name, value) => {
                table.setFilters({ [name]: value });
              }}
            />
            {manage && <ToolbarItem>{createButton}</ToolbarItem>}
          </>
        )}
        emptyState={
          // The filters alone can hide every resource: the bar stays above to change them.
          Object.keys(filters).length > 0 ? (
            <EmptyListState
              title={t("authorization.resources.filter.noneTitle")}
              body={t("authorization.resources.filter.noneBody")}
              action={
                <Button
                  variant="link"
                  onClick={() => {
                    table.setFilters(
                      Object.fromEntries(resourceFilterNames.map((name) => [name, undefined])),
                    );
                  }}
                >
                  {t("authorization.resources.filter.clear")}
                </Button>
              }
            />
          ) : (
            <EmptyListState
              title={t("authorization.resources.emptyTitle")}
              body={t("authorization.resources.emptyBody")}
              action={manage && createButton}
            />
          )
        }
      />
    </PageSection>
  );
}
