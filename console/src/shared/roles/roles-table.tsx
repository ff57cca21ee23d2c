import type { RoleRepresentation } from "@gatehouse/admin-client";
import { Button, Label, ToolbarItem } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { DataTable } from "@/shared/ui/table/data-table";
import { EmptyListState } from "@/shared/ui/table/table-states";
import type { RowAction, TableColumn } from "@/shared/ui/table/table-types";
import { rolesQuery } from "./api/roles-query";
import { toRoleOf, type RoleContainer } from "./role-container";
import { rolesWithId, useConfirmDeleteRoles } from "./use-confirm-delete-roles";

export interface RolesTableProps {
  container: RoleContainer;
  /** Whether the administrator may create and delete the container's roles. */
  canManage: boolean;
  /** Opens the create page. */
  onCreate: () => void;
  texts: { tableLabel: string; emptyTitle: string; emptyBody: string };
  /**
   * The realm's default role, which the realm needs: labelled, never deleted, and opened where
   * `linkTo` says. Realm roles only.
   */
  isDefault?: (role: RoleRepresentation) => boolean;
  /** Where a role's name links to; its settings tab when left out. */
  linkTo?: (role: RoleRepresentation) => string;
}

/**
 * A container's roles (the realm's or a client's), paged and searched by the server, each with
 * whether it is composite and its description. With the right to manage them: create, and delete
 * one or many after confirmation.
 */
export function RolesTable({
  container,
  canManage,
  onCreate,
  texts,
  isDefault = () => false,
  linkTo,
}: RolesTableProps) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { askDelete, dialog } = useConfirmDeleteRoles(container);
  const linkOf =
    linkTo ?? ((role: RoleRepresentation) => toRoleOf(realm, container, role.id ?? ""));

  const createButton = canManage && (
    <Button variant="primary" onClick={onCreate}>
      {t("roles.create.open")}
    </Button>
  );
  const columns: TableColumn<RoleRepresentation>[] = [
    {
      id: "name",
      title: t("roles.name"),
      cell: (role) => (
        <>
          <Link to={linkOf(role)}>{role.name}</Link>
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
        {...rolesQuery(client, realm, container)}
        ariaLabel={texts.tableLabel}
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
          <EmptyListState title={texts.emptyTitle} body={texts.emptyBody} action={createButton} />
        }
      />
    </>
  );
}
