import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeletePermission } from "../../api/permission-mutations";

/**
 * Asks before deleting a permission, naming it and saying that what it protects is then decided by
 * the other permissions alone; `onDeleted` runs after (the page goes back to the list).
 */
export function useDeletePermissionDialog(clientId: string): {
  askDelete: (permission: PolicyRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { mutateAsync } = useDeletePermission(clientId);
  const { confirm, dialog } = useConfirmDialog();

  const askDelete = useCallback(
    (permission: PolicyRepresentation, onDeleted?: () => void) => {
      const name = permission.name ?? "";
      confirm({
        title: t("authorization.permissions.delete.title", { name }),
        message: t("authorization.permissions.delete.message", { name }),
        confirmLabel: t("authorization.permissions.delete.confirm"),
        variant: "danger",
        errorTitle: t("authorization.permissions.delete.error"),
        onConfirm: async () => {
          await mutateAsync({ id: permission.id ?? "", type: permission.type ?? "resource" });
          addAlert(t("authorization.permissions.delete.done", { name }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
