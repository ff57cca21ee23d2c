import {
  Alert,
  Button,
  Checkbox,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  Label,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { startTransition, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { prefetchAssignableRoles, useCanListRealmRoles } from "./api/assignable-roles-query";
import { roleMappingsQuery } from "./api/role-mappings-query";
import type { RoleOwner } from "./api/role-owner";
import { useUnassignRoles } from "./api/use-unassign-roles";
import { AssignRolesDialog } from "./assign-roles-dialog";
import {
  assignedRoleRows,
  effectiveRoleRows,
  roleDisplayName,
  unassignChanges,
  type RoleRow,
} from "./role-rows";
import { useRoleSourceText } from "./use-role-source-text";
import { queryState } from "@/shared/ui/table/query-rows";

export interface RoleMappingProps {
  /** Whose roles: a user, group, service account, client or client scope (scope mappings), role. */
  owner: RoleOwner;
  /** Whether the signed-in administrator may change the owner's roles (assign and unassign). */
  canManage: boolean;
  /**
   * With `canManage`, rows can be chosen and the chosen roles unassigned at once (a role's
   * associated roles, the realm's default roles); one at a time otherwise.
   */
  canUnassignMany?: boolean;
}

/** Owners that take roles from groups; the others only inherit through composite roles. */
const inGroups = (owner: RoleOwner) =>
  owner.kind === "user" || owner.kind === "group" || owner.kind === "serviceAccount";

/**
 * An owner's roles: those assigned directly, or (inherited shown) every effective role with where
 * it comes from; assigning through a server-paged dialog and unassigning after confirmation.
 *
 * @example
 * ```tsx
 * <RoleMapping owner={{ kind: "group", id: group.id }} canManage={group.access?.manage === true} />
 * <RoleMapping owner={{ kind: "serviceAccount", id: client.id }} canManage={canManageClient} />
 * <RoleMapping owner={{ kind: "role", id: role.id }} canManage={hasAccess("manage-realm")} />
 * ```
 */
export function RoleMapping({ owner, canManage, canUnassignMany = false }: RoleMappingProps) {
  const { t } = useTranslation();
  const id = useId();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const queryClient = useQueryClient();
  const canListRealmRoles = useCanListRealmRoles();
  const roles = useQuery(roleMappingsQuery(client, realm, owner));
  const unassign = useUnassignRoles(owner);
  const { confirm, dialog } = useConfirmDialog();
  const [hideInherited, setHideInherited] = useState(true);
  const [assigning, setAssigning] = useState(false);
  const sourceText = useRoleSourceText(owner, roles.data, !hideInherited);
  const rows =
    roles.data === undefined
      ? []
      : hideInherited
        ? assignedRoleRows(roles.data.mappings)
        : effectiveRoleRows(roles.data.mappings, roles.data.effective);

  const askUnassign = (row: RoleRow) => {
    const role = roleDisplayName(row);
    confirm({
      title: t("roleMapping.unassignTitle"),
      message: inGroups(owner)
        ? t("roleMapping.unassignMessageMember", { role })
        : t("roleMapping.unassignMessage", { role }),
      confirmLabel: t("roleMapping.unassign"),
      variant: "danger",
      errorTitle: t("roleMapping.unassignError"),
      onConfirm: async () => {
        await unassign.mutateAsync({
          ...(row.clientUniqueId !== undefined && { clientUniqueId: row.clientUniqueId }),
          roles: [{ id: row.role.id ?? "", name: row.role.name ?? "" }],
        });
        addAlert(t("roleMapping.unassigned"), "success");
      },
    });
  };
  const askUnassignMany = (chosen: readonly RoleRow[], onDone: () => void) => {
    confirm({
      title: t("roleMapping.unassignManyTitle", { count: chosen.length }),
      message: t("roleMapping.unassignManyMessage", { count: chosen.length }),
      confirmLabel: t("roleMapping.unassign"),
      variant: "danger",
      errorTitle: t("roleMapping.unassignError"),
      onConfirm: async () => {
        // One request for the realm roles and one per client, as many as were chosen on screen.
        for (const change of unassignChanges(chosen)) await unassign.mutateAsync(change);
        addAlert(t("roleMapping.unassignedMany", { count: chosen.length }), "success");
        onDone();
      },
    });
  };
  const assignButton = canManage && (
    <Button
      onClick={() => {
        // The roles are asked for before the dialog renders, which then yields to let them go out.
        prefetchAssignableRoles(queryClient, client, realm, owner, canListRealmRoles);
        startTransition(() => {
          setAssigning(true);
        });
      }}
    >
      {t("roleMapping.assign")}
    </Button>
  );

  return (
    <>
      {dialog}
      {assigning && (
        <AssignRolesDialog
          owner={owner}
          onClose={() => {
            setAssigning(false);
          }}
        />
      )}
      {!hideInherited && roles.data?.complete === false && (
        <Alert isInline isPlain variant="warning" title={t("roleMapping.incomplete")} />
      )}
      <ClientDataTable<RoleRow>
        ariaLabel={t("roleMapping.tableLabel")}
        {...queryState(roles)}
        rows={rows}
        searchPlaceholder={t("roleMapping.search")}
        rowKey={(row) => row.role.id ?? ""}
        rowLabel={roleDisplayName}
        columns={[
          {
            id: "name",
            title: t("roleMapping.name"),
            value: roleDisplayName,
            sortable: true,
            cell: (row) => (
              <>
                {row.clientId !== undefined && (
                  <Label color="blue" isCompact>
                    {row.clientId}
                  </Label>
                )}{" "}
                {row.role.name}
              </>
            ),
          },
          { id: "source", title: t("roleMapping.source"), value: sourceText, cell: sourceText },
          {
            id: "description",
            title: t("roleMapping.description"),
            cell: (row) => translatePlaceholders(row.role.description ?? "", t),
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("roleMapping.unassign"),
              isDanger: true,
              isHidden: (row: RoleRow) => !row.assigned,
              onClick: askUnassign,
            },
          ],
        })}
        {...(canManage && canUnassignMany && { selectable: "multiple" as const })}
        canSelectAllMatching={false}
        toolbarItems={({ selection, clearSelection }) => (
          <>
            <ToolbarItem alignSelf="center">
              <Checkbox
                id={`${id}-hide-inherited`}
                label={t("roleMapping.hideInherited")}
                isChecked={hideInherited}
                onChange={(_event, checked) => {
                  setHideInherited(checked);
                }}
              />
            </ToolbarItem>
            {assignButton && <ToolbarItem>{assignButton}</ToolbarItem>}
            {selection.kind === "rows" && selection.rows.length > 0 && (
              <ToolbarItem>
                <Button
                  variant="secondary"
                  isDanger
                  // Inherited roles come from elsewhere and cannot be unassigned here.
                  isDisabled={!selection.rows.every((row) => row.assigned)}
                  onClick={() => {
                    askUnassignMany(selection.rows, clearSelection);
                  }}
                >
                  {t("roleMapping.unassignSelected", { count: selection.rows.length })}
                </Button>
              </ToolbarItem>
            )}
          </>
        )}
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("roleMapping.emptyTitle")}>
            <EmptyStateBody>
              {inGroups(owner) ? t("roleMapping.emptyBodyMember") : t("roleMapping.emptyBody")}
            </EmptyStateBody>
            <EmptyStateFooter>
              {assignButton}
              {hideInherited && (
                <Button
                  variant="link"
                  onClick={() => {
                    setHideInherited(false);
                  }}
                >
                  {t("roleMapping.showInherited")}
                </Button>
              )}
            </EmptyStateFooter>
          </EmptyState>
        }
      />
    </>
  );
}
