import type { UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  Checkbox,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  Label,
  ToolbarItem,
} from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { translatePlaceholders } from "@/shared/lib/server-text";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { roleMappingsQuery, roleSourcesQuery } from "../api/role-mapping-queries";
import { useUnassignRoles } from "../api/use-role-mapping-mutations";
import { assignedRoleRows, effectiveRoleRows, type RoleRow } from "../role-rows";
import { roleKey, roleSources, type RoleSource } from "../role-sources";
import { AssignRolesDialog } from "./assign-roles-dialog";
import { useCanManageUser } from "../use-can-manage-user";

const roleName = (row: RoleRow) =>
  row.clientId === undefined ? (row.role.name ?? "") : `${row.clientId} ${row.role.name ?? ""}`;

/** The user's roles: directly assigned, or every effective role with where it comes from. */
export function RoleMappingTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const userId = user.id ?? "";
  const roles = useQuery(roleMappingsQuery(client, realm, userId));
  const unassign = useUnassignRoles(userId);
  const { confirm, dialog } = useConfirmDialog();
  const [hideInherited, setHideInherited] = useState(true);
  const [assigning, setAssigning] = useState(false);
  const canManage = useCanManageUser(user);
  const facts = useQuery({
    ...roleSourcesQuery(client, realm, userId, roles.data?.mappings),
    enabled: !hideInherited && roles.data !== undefined,
  });
  // Client internal ids to clientIds, from the effective roles: composites name clients by id.
  const clientIds = Object.fromEntries(
    (roles.data?.effective.clients ?? []).map((entry) => [entry.clientUniqueId, entry.clientId]),
  );
  const sources = facts.data === undefined ? undefined : roleSources({ ...facts.data, clientIds });
  const sourceText = (row: RoleRow) => {
    if (row.assigned) return t("users.roles.assigned");
    const found = sources?.get(roleKey(row.role.name ?? "", row.clientId)) ?? [];
    if (found.length === 0) return t("users.roles.inherited");
    return found
      .map((source: RoleSource) =>
        source.kind === "group"
          ? t("users.roles.fromGroup", { path: source.path })
          : t("users.roles.fromComposite", { role: source.role }),
      )
      .join(", ");
  };
  const rows =
    roles.data === undefined
      ? []
      : hideInherited
        ? assignedRoleRows(roles.data.mappings)
        : effectiveRoleRows(roles.data.mappings, roles.data.effective);

  const askUnassign = (row: RoleRow) => {
    confirm({
      title: t("users.roles.unassignTitle"),
      message: t("users.roles.unassignMessage", { role: roleName(row) }),
      confirmLabel: t("users.roles.unassign"),
      variant: "danger",
      errorTitle: t("users.roles.unassignError"),
      onConfirm: async () => {
        await unassign.mutateAsync({
          ...(row.clientUniqueId !== undefined && { clientUniqueId: row.clientUniqueId }),
          roles: [{ id: row.role.id ?? "", name: row.role.name ?? "" }],
        });
        addAlert(t("users.roles.unassigned"), "success");
      },
    });
  };
  const assignButton = canManage && (
    <Button
      onClick={() => {
        setAssigning(true);
      }}
    >
      {t("users.roles.assign")}
    </Button>
  );

  return (
    <>
      {dialog}
      {assigning && (
        <AssignRolesDialog
          userId={userId}
          onClose={() => {
            setAssigning(false);
          }}
        />
      )}
      <ClientDataTable<RoleRow>
        ariaLabel={t("users.roles.tableLabel")}
        rows={rows}
        isLoading={roles.isPending}
        error={roles.error ?? undefined}
        onRefresh={() => void roles.refetch()}
        searchPlaceholder={t("users.roles.search")}
        rowKey={(row) => row.role.id ?? ""}
        rowLabel={roleName}
        columns={[
          {
            id: "name",
            title: t("users.roles.name"),
            value: roleName,
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
          {
            id: "source",
            title: t("users.roles.source"),
            value: sourceText,
            cell: sourceText,
          },
          {
            id: "description",
            title: t("users.roles.description"),
            cell: (row) => translatePlaceholders(row.role.description ?? "", t),
          },
        ]}
        {...(canManage && {
          actions: [
            {
              title: t("users.roles.unassign"),
              isDanger: true,
              isHidden: (row: RoleRow) => !row.assigned,
              onClick: askUnassign,
            },
          ],
        })}
        toolbarItems={() => (
          <>
            <ToolbarItem alignSelf="center">
              <Checkbox
                id="users-roles-hide-inherited"
                label={t("users.roles.hideInherited")}
                isChecked={hideInherited}
                onChange={(_event, checked) => {
                  setHideInherited(checked);
                }}
              />
            </ToolbarItem>
            {assignButton && <ToolbarItem>{assignButton}</ToolbarItem>}
          </>
        )}
        emptyState={
          <EmptyState headingLevel="h2" titleText={t("users.roles.emptyTitle")}>
            <EmptyStateBody>{t("users.roles.emptyBody")}</EmptyStateBody>
            <EmptyStateFooter>
              {assignButton}
              {hideInherited && (
                <Button
                  variant="link"
                  onClick={() => {
                    setHideInherited(false);
                  }}
                >
                  {t("users.roles.showInherited")}
                </Button>
              )}
            </EmptyStateFooter>
          </EmptyState>
        }
      />
    </>
  );
}
