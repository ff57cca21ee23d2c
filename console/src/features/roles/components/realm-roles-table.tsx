import type { RoleRepresentation } from "@gatehouse/admin-client";
import { Button, Label, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { toDefaultRoles, toRealmRole } from "@/shared/paths/role-paths";
import { rolesQuery } from "@/shared/roles/api/roles-query";
import { realmContainer } from "@/shared/roles/role-container";
import { rolesWithId, useConfirmDeleteRoles } from "@/shared/roles/use-confirm-delete-roles";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { isDefaultRole } from "../form-state";
import { toNewRealmRole } from "../paths";

/**
 * The realm's roles, paged and searched by the server, each with whether it is composite and its
 * description. The realm's default role opens as the default roles editor. With manage-realm:
 * create, and delete one or many (never the default role, which the realm needs).
 */
export function RealmRolesTable() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const navigate = useNavigate();
  const access = useAccess();
  const realmRepresentation = useRealmRepresentation();
  const { askDelete, dialog } = useConfirmDeleteRoles(realmContainer);
  const canManage = access.hasAccess("manage-realm");
  const isDefault = (role: RoleRepresentation) =>
    isDefaultRole(role, { name: realm, defaultRoleId: realmRepresentation?.defaultRole?.id });
  const linkTo = (role: RoleRepresentation) => {
    const id = role.id ?? "";
    return isDefault(role) ? toDefaultRoles({ realm, id }) : toRealmRole({ realm, id });
  };

  const createButton = canManage && (
    <Button variant="primary" onClick={() => void navigate(toNewRealmRole({ realm }))}>
      {t("roles.create.open")}
    </Button>
  );
  const columns: TableColumn<RoleRepresentation>[] = [
    {
      id: "name",
      title: t("roles.name"),
      cell: (role) => (
        <>
          <Link to={linkTo(role)}>{role.name}</Link>
          {isDefault(role) && (
            <>
              {" "}
              <Label isCompact color="blue">
                {t("roles.defaultLabel")}
              </Label>
            </>
          )}
        </>
      ),
    },
    {
      id: "composite",
      title: t("roles.composite"),
      width: 15,
      cell: (role) => (role.composite === true ? t("roles.yes") : t("roles.no")),
    },
    {
      id: "description",
      title: t("roles.descriptionLabel"),
      cell: (role) => translatePlaceholders(role.description ?? "", t),
    },
  ];
  const actions: RowAction<RoleRepresentation>[] = [
    {
      title: t("roles.delete.open"),
      isDanger: true,
      isHidden: isDefault,
      onClick: (role) => {
        askDelete(rolesWithId([role]));
      },
    },
  ];

  return (
    <>
      {dialog}
      <DataTable<RoleRepresentation>
        {...rolesQuery(client, realm, realmContainer)}
        ariaLabel={t("roles.tableLabel")}
        searchPlaceholder={t("roles.search")}
        rowKey={(role) => role.id ?? ""}
        rowLabel={(role) => role.name ?? ""}
        columns={columns}
        {...(canManage && { selectable: "multiple" as const, actions })}
        canSelectAllMatching={false}
        toolbarItems={({ selection, clearSelection }) => {
          const chosen = selection.kind === "rows" ? rolesWithId(selection.rows) : [];
          const includesDefault = chosen.some(isDefault);
          return (
            <>
              {createButton !== false && <ToolbarItem>{createButton}</ToolbarItem>}
              {chosen.length > 0 && (
                <ToolbarItem>
                  <Button
                    variant="secondary"
                    isDanger
                    isDisabled={includesDefault}
                    onClick={() => {
                      askDelete(chosen, clearSelection);
                    }}
                  >
                    {t("roles.delete.selected", { count: chosen.length })}
                  </Button>
                </ToolbarItem>
              )}
              {includesDefault && (
                <ToolbarItem alignSelf="center">{t("roles.delete.defaultChosen")}</ToolbarItem>
              )}
            </>
          );
        }}
        emptyState={
          <EmptyListState
            title={t("roles.emptyTitle")}
            body={t("roles.emptyBody")}
            action={createButton}
          />
        }
      />
    </>
  );
}
