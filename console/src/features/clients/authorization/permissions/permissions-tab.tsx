import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { PageSection, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationRights } from "@/shared/authorization/authorization-rights";
import {
  permissionTypes,
  toNewPermission,
  toPermissionDetails,
  type PermissionType,
} from "@/shared/paths/client-authorization-paths";
import { ProviderTypeMenu } from "@/shared/ui/dynamic/provider-type-menu";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import type { ClientTabProps } from "../../api/client-query";
import { permissionsQuery } from "../../api/permissions-query";
import { PermissionAssociations } from "./permission-associations";
import { useDeletePermissionDialog } from "./use-delete-permission-dialog";

const typeOf = (row: PolicyRepresentation): PermissionType =>
  row.type === "scope" ? "scope" : "resource";

/**
 * The resource server's permissions, paged and searched by name on the server. Expanding a row
 * shows what it protects and the policies that decide it. Creating (resource-based or scope-based)
 * and deleting for those who may manage authorization.
 */
export function PermissionsTab({ client: owner }: ClientTabProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const { manage } = authorizationRights(useAccess());
  const { askDelete, dialog } = useDeletePermissionDialog(owner.id);

  const createMenu = (
    <ProviderTypeMenu
      label={t("authorization.permissions.list.create")}
      types={permissionTypes.map((id) => ({ id }))}
      name={(type) => t(`authorization.permissions.type.${type.id}`)}
      describe={(type) => t(`authorization.permissions.typeHelp.${type.id}`)}
      onChoose={(type) => {
        const permissionType = permissionTypes.find((known) => known === type.id) ?? "resource";
        void navigate(toNewPermission({ realm, id: owner.id, permissionType }));
      }}
    />
  );
  const columns: TableColumn<PolicyRepresentation>[] = [
    {
      id: "name",
      title: t("authorization.permissions.list.name"),
      value: (row) => row.name,
      cell: (row) => (
        <Link
          to={toPermissionDetails({
            realm,
            id: owner.id,
            permissionType: typeOf(row),
            permissionId: row.id ?? "",
          })}
        >
          {row.name ?? ""}
        </Link>
      ),
    },
    {
      id: "type",
      title: t("authorization.permissions.list.type"),
      value: (row) => row.type,
      cell: (row) => t(`authorization.permissions.type.${typeOf(row)}`),
    },
    {
      id: "description",
      title: t("authorization.permissions.list.description"),
      value: (row) => row.description,
      cell: (row) => row.description ?? "",
      truncate: true,
    },
  ];
  const actions: RowAction<PolicyRepresentation>[] = [
    {
      title: t("authorization.permissions.delete.open"),
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
        {...permissionsQuery(client, realm, owner.id)}
        ariaLabel={t("authorization.permissions.list.tableLabel")}
        searchPlaceholder={t("authorization.permissions.list.search")}
        rowKey={(row) => row.id ?? ""}
        rowLabel={(row) => row.name ?? ""}
        columns={columns}
        expandedContent={(row) => (
          <PermissionAssociations clientId={owner.id} permissionId={row.id ?? ""} />
        )}
        {...(manage && { actions })}
        toolbarItems={() => manage && <ToolbarItem>{createMenu}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("authorization.permissions.list.emptyTitle")}
            body={t("authorization.permissions.list.emptyBody")}
            action={manage && createMenu}
          />
        }
      />
    </PageSection>
  );
}
