import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { PolicyTable } from "@/shared/authorization/policy-table";
import { adminPermissionsRights } from "@/shared/authorization/authorization-rights";
import { toAdminPermissionDetails } from "@/shared/paths/admin-permission-paths";
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
  const rights = adminPermissionsRights(useAccess());
  const types = useQuery(resourceTypesQuery(client, realm, permissionClientId));
  const { askDelete, dialog } = useDeleteAdminPermissionDialog(permissionClientId);
  return (
    <PolicyTable
      query={adminPermissionsQuery(client, realm, permissionClientId)}
      texts={{
        tableLabel: t("permissions.admin.list.tableLabel"),
        search: t("permissions.admin.list.search"),
        emptyTitle: t("permissions.admin.list.emptyTitle"),
        emptyBody: t("permissions.admin.list.emptyBody"),
      }}
      linkTo={(row) =>
        toAdminPermissionDetails({
          realm,
          permissionClientId,
          permissionId: row.id ?? "",
          resourceType: row.resourceType ?? "",
        })
      }
      kindColumn={{
        id: "resourceType",
        title: t("permissions.admin.list.resourceType"),
        cell: (row) => row.resourceType ?? "",
        value: (row) => row.resourceType,
      }}
      createMenu={
        <CreatePermissionMenu
          realm={realm}
          permissionClientId={permissionClientId}
          resourceTypes={types.data ?? []}
        />
      }
      onDelete={askDelete}
      deleteDialog={dialog}
      rights={rights}
    />
  );
}
