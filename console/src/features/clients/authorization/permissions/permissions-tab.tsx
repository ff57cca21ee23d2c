import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { PolicyTable } from "@/shared/authorization/policy-table";
import {
  permissionTypes,
  toNewPermission,
  toPermissionDetails,
  type PermissionType,
} from "@/shared/paths/client-authorization-paths";
import { ProviderTypeMenu } from "@/shared/ui/dynamic/provider-type-menu";
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
  const { askDelete, dialog } = useDeletePermissionDialog(owner.id);
  return (
    <PolicyTable
      query={permissionsQuery(client, realm, owner.id)}
      texts={{
        tableLabel: t("authorization.permissions.list.tableLabel"),
        search: t("authorization.permissions.list.search"),
        emptyTitle: t("authorization.permissions.list.emptyTitle"),
        emptyBody: t("authorization.permissions.list.emptyBody"),
      }}
      linkTo={(row) =>
        toPermissionDetails({
          realm,
          id: owner.id,
          permissionType: typeOf(row),
          permissionId: row.id ?? "",
        })
      }
      kindColumn={{
        id: "type",
        title: t("authorization.permissions.list.type"),
        value: (row) => row.type,
        cell: (row) => t(`authorization.permissions.type.${typeOf(row)}`),
      }}
      createMenu={
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
      }
      onDelete={askDelete}
      deleteDialog={dialog}
      expandedContent={(row) => (
        <PermissionAssociations clientId={owner.id} permissionId={row.id ?? ""} />
      )}
    />
  );
}
