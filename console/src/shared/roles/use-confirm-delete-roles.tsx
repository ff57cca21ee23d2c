import type { RoleRepresentation } from "@gatehouse/admin-client";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteRoles } from "./api/use-delete-roles";
import type { RoleContainer } from "./role-container";

type Role = RoleRepresentation & { id: string };

export interface DeleteRolesHandle {
  /** Asks first, then deletes one or many roles; `onDeleted` runs once they are gone. */
  askDelete: (roles: readonly Role[], onDeleted?: () => void) => void;
  /** The confirmation dialog: render once. */
  dialog: ReactNode;
}

/** Keeps only roles with an id, as rows and loaded roles always have. */
export const rolesWithId = (roles: readonly RoleRepresentation[]): Role[] =>
  roles.filter((role): role is Role => role.id !== undefined);

/** Deleting a container's roles, from its list (one or many) and from a role's header. */
export function useConfirmDeleteRoles(container: RoleContainer): DeleteRolesHandle {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const remove = useDeleteRoles(container);

  const askDelete = (roles: readonly Role[], onDeleted?: () => void) => {
    const first = roles[0];
    confirm({
      title: t("roles.delete.title", { count: roles.length }),
      message:
        roles.length === 1 && first !== undefined
          ? t("roles.delete.messageOne", { name: first.name })
          : t("roles.delete.messageMany", { count: roles.length }),
      confirmLabel: t("roles.delete.confirm"),
      variant: "danger",
      errorTitle: t("roles.delete.error"),
      onConfirm: async () => {
        await remove.mutateAsync(roles.map((role) => role.id));
        addAlert(t("roles.delete.done", { count: roles.length }), "success");
        onDeleted?.();
      },
    });
  };

  return { askDelete, dialog };
}
