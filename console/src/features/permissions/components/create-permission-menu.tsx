import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toNewAdminPermission } from "@/shared/paths/admin-permission-paths";
import { ProviderTypeMenu } from "@/shared/ui/dynamic/provider-type-menu";
import type { AdminResourceType } from "../api/resource-types-query";

/** The create button of the permissions list: one entry per resource type the server defines. */
export function CreatePermissionMenu({
  realm,
  permissionClientId,
  resourceTypes,
}: {
  realm: string;
  permissionClientId: string;
  resourceTypes: readonly AdminResourceType[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ProviderTypeMenu
      label={t("permissions.admin.list.create")}
      types={resourceTypes.map(({ type }) => ({ id: type }))}
      onChoose={({ id }) =>
        void navigate(toNewAdminPermission({ realm, permissionClientId, resourceType: id }))
      }
    />
  );
}
