import type { PhaseTwoOrganizationRoleRepresentation } from "@gatehouse/admin-client";
import { Button, TabContentBody, ToolbarItem } from "@patternfly/react-core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { ClientDataTable } from "@/shared/ui/table/client-data-table";
import { queryRows } from "@/shared/ui/table/query-rows";
import { EmptyListState } from "@/shared/ui/table/table-states";
import { extRolesQuery } from "../api/ext-roles-query";
import { useDeleteExtRole } from "../api/use-delete-ext-role";
import { CreateExtRoleDialog } from "./create-ext-role-dialog";
import { RoleHolders } from "./role-holders";

type Role = PhaseTwoOrganizationRoleRepresentation;

/**
 * The organization's roles, the extension's own administration roles among them. The server
 * lists them all at once, so they are searched and paged here. Expanding a role shows its holders
 * (with granting and revoking); those who may manage organizations create and delete roles.
 */
export function RolesTab({ orgId, canManage }: { orgId: string; canManage: boolean }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const { addAlert } = useAlerts();
  const roles = useQuery(extRolesQuery(client, realm, orgId));
  const remove = useDeleteExtRole(orgId);
  const { confirm, dialog } = useConfirmDialog();
  const [isCreating, setCreating] = useState(false);

  const askDelete = (role: Role) => {
    const name = role.name ?? "";
    confirm({
      title: t("extOrganizations.roles.deleteTitle", { name }),
      message: t("extOrganizations.roles.deleteMessage", { name }),
      confirmLabel: t("extOrganizations.roles.delete"),
      variant: "danger",
      errorTitle: t("extOrganizations.roles.deleteError"),
      onConfirm: async () => {
        await remove.mutateAsync(name);
        addAlert(t("extOrganizations.roles.deleted", { name }), "success");
      },
    });
  };
  const createButton = (
    <Button
      onClick={() => {
        setCreating(true);
      }}
    >
      {t("extOrganizations.roles.create")}
    </Button>
  );

  return (
    <TabContentBody hasPadding>
      {dialog}
      {isCreating && (
        <CreateExtRoleDialog
          orgId={orgId}
          onClose={() => {
            setCreating(false);
          }}
        />
      )}
      <ClientDataTable<Role>
        {...queryRows(roles)}
        ariaLabel={t("extOrganizations.roles.tableLabel")}
        searchPlaceholder={t("extOrganizations.roles.search")}
        rowKey={(role) => role.name ?? ""}
        rowLabel={(role) => role.name ?? ""}
        defaultSort={{ column: "name", direction: "asc" }}
        columns={[
          {
            id: "name",
            title: t("extOrganizations.roles.name"),
            value: (role) => role.name,
            cell: (role) => role.name,
            sortable: true,
          },
          {
            id: "description",
            title: t("extOrganizations.roles.description"),
            value: (role) => role.description,
            cell: (role) => role.description ?? "",
            truncate: true,
          },
        ]}
        expandedContent={(role) => (
          <RoleHolders orgId={orgId} role={role.name ?? ""} canManage={canManage} />
        )}
        {...(canManage && {
          actions: [
            { title: t("extOrganizations.roles.delete"), isDanger: true, onClick: askDelete },
          ],
        })}
        toolbarItems={() => canManage && <ToolbarItem>{createButton}</ToolbarItem>}
        emptyState={
          <EmptyListState
            title={t("extOrganizations.roles.emptyTitle")}
            body={t("extOrganizations.roles.emptyBody")}
            action={canManage && createButton}
          />
        }
      />
    </TabContentBody>
  );
}
