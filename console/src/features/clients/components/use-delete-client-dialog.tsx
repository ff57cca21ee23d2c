import type { ClientRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteClient } from "../api/use-delete-client";

/**
 * Asks before deleting a client (its roles, sessions and settings go with it), then deletes it and
 * says so; `onDeleted` runs after (the client's page goes back to the list).
 */
export function useDeleteClientDialog(): {
  askDelete: (client: ClientRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const deleteClient = useDeleteClient();
  const { confirm, dialog } = useConfirmDialog();
  const { mutateAsync } = deleteClient;

  const askDelete = useCallback(
    (client: ClientRepresentation, onDeleted?: () => void) => {
      const clientId = client.clientId ?? "";
      confirm({
        title: t("clients.delete.title", { clientId }),
        message: t("clients.delete.message", { clientId }),
        confirmLabel: t("clients.delete.confirm"),
        variant: "danger",
        errorTitle: t("clients.delete.error"),
        onConfirm: async () => {
          await mutateAsync(client.id ?? "");
          addAlert(t("clients.delete.success", { clientId }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
