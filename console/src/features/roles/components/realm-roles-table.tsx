import type { RoleRepresentation } from "@gatehouse/admin-client";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { toDefaultRoles, toRealmRole } from "@/shared/paths/role-paths";
import { realmContainer } from "@/shared/roles/role-container";
import { RolesTable } from "@/shared/roles/roles-table";
import { isDefaultRole } from "../form-state";
import { toNewRealmRole } from "../paths";

/**
 * The realm's roles through the shared roles table. The realm's default role opens as the default
 * roles editor and is never deleted (the realm needs it). Create and delete with manage-realm.
 */
export function RealmRolesTable() {
  const { t } = useTranslation();
  const realm = useRealm();
  const navigate = useNavigate();
  const access = useAccess();
  const realmRepresentation = useRealmRepresentation();
  const isDefault = (role: RoleRepresentation) =>
    isDefaultRole(role, { name: realm, defaultRoleId: realmRepresentation?.defaultRole?.id });

  return (
    <RolesTable
      container={realmContainer}
      canManage={access.hasAccess("manage-realm")}
      onCreate={() => void navigate(toNewRealmRole({ realm }))}
      texts={{
        tableLabel: t("roles.tableLabel"),
        emptyTitle: t("roles.emptyTitle"),
        emptyBody: t("roles.emptyBody"),
      }}
      isDefault={isDefault}
      linkTo={(role) => {
        const id = role.id ?? "";
        return isDefault(role) ? toDefaultRoles({ realm, id }) : toRealmRole({ realm, id });
      }}
    />
  );
}
