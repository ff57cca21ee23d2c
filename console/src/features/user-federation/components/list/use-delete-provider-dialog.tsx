import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteProvider } from "../../api/use-delete-provider";

/**
 * Asks before deleting a user-storage provider, warning that the users it imported are deleted
 * with it (the server removes them), then deletes it and says so; `onDeleted` runs after (a
 * provider's page goes back to the list).
 */
export function useDeleteProviderDialog(): {
  askDelete: (provider: ComponentRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { mutateAsync } = useDeleteProvider();
  const { confirm, dialog } = useConfirmDialog();

  const askDelete = useCallback(
    (provider: ComponentRepresentation, onDeleted?: () => void) => {
      const name = provider.name ?? "";
      confirm({
        title: t("userFederation.delete.title", { name }),
        message: t("userFederation.delete.message", { name }),
        confirmLabel: t("userFederation.delete.confirm"),
        variant: "danger",
        errorTitle: t("userFederation.delete.error"),
        onConfirm: async () => {
          await mutateAsync(provider.id ?? "");
          addAlert(t("userFederation.delete.done", { name }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
