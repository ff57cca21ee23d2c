import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteAdminPermission } from "../api/use-save-admin-permission";

/** Asks before deleting an admin permission, naming it; `onDeleted` runs after. */
export function useDeleteAdminPermissionDialog(clientId: string): {
  askDelete: (permission: PolicyRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { mutateAsync } = useDeleteAdminPermission(clientId);
  const { confirm, dialog } = useConfirmDialog();
  const askDelete = useCallback(
    (permission: PolicyRepresentation, onDeleted?: () => void) => {
      const name = permission.name ?? "";
      confirm({
        title: t("permissions.admin.delete.title", { name }),
        message: t("permissions.admin.delete.message", { name }),
        confirmLabel: t("permissions.admin.delete.confirm"),
        variant: "danger",
        errorTitle: t("permissions.admin.delete.error"),
        onConfirm: async () => {
          await mutateAsync(permission.id ?? "");
          addAlert(t("permissions.admin.delete.done", { name }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
