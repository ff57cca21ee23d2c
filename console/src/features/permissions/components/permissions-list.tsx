import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { PageSection, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { adminPermissionsRights } from "@/shared/authorization/authorization-rights";
import { toAdminPermissionDetails } from "@/shared/paths/admin-permission-paths";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { adminPermissionsQuery } from "../api/admin-permissions-query";
import { resourceTypesQuery } from "../api/resource-types-query";
import { CreatePermissionMenu } from "./create-permission-menu";
import { useDeleteAdminPermissionDialog } from "./use-delete-admin-permission-dialog";

/**
 * The realm's admin permissions, paged and searched by name on the server, each with the resource
 * type it applies to. Creating (per resource type) and deleting for those who may manage.
 */
export function PermissionsList({ permissionClientId }: { permissionClientId: string }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { manage } = adminPermissionsRights(useAccess());
  const types = useQuery(resourceTypesQuery(client, realm, permissionClientId));
  const { askDelete, dialog } = useDeleteAdminPermissionDialog(permissionClientId);
  const createMenu = manage && (
    <CreatePermissionMenu
      realm={realm}
      permissionClientId={permissionClientId}
      resourceTypes={types.data ?? []}
    />
  );
  const columns: TableColumn<PolicyRepresentation>[] = [
    {
      id: "name",
      title: t("permissions.admin.list.name"),
      cell: (row) => (
        <Link
          to={toAdminPermissionDetails({
            realm,
            permissionClientId,
            permissionId: row.id ?? "",
            resourceType: row.resourceType ?? "",
          })}
        >
          {row.name ?? ""}
        </Link>
      ),
      value: (row) => row.name,
    },
    {
      id: "resourceType",
      title: t("permissions.admin.list.resourceType"),
      cell: (row) => row.resourceType ?? "",
      value: (row) => row.resourceType,
    },
    {
      id: "description",
      title: t("permissions.admin.list.description"),
      cell: (row) => row.description ?? "",
      value: (row) => row.description,
      truncate: true,
    },
  ];
  const actions: RowAction<PolicyRepresentation>[] = [
    {
      title: t("permissions.admin.delete.open"),
      isDanger: true,
      onClick: (row) => {
        askDelete(row);
      },
    },
  ];
  return (
    <PageSection>
      {dialog}
      <DataTable<PolicyRepresentation>
        {...adminPermissionsQuery(client, realm, permissionClientId)}
        ariaLabel={t("permissions.admin.list.tableLabel")}
        searchPlaceholder={t("permissions.admin.list.search")}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.name ?? ""}
        columns={columns}
        {...(manage && { actions })}
        toolbarItems={() => createMenu && <ToolbarItem>{createMenu}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("permissions.admin.list.emptyTitle")}
            body={t("permissions.admin.list.emptyBody")}
            action={createMenu}
          />
        }
      />
    </PageSection>
  );
}
