import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteIdentityProvider } from "../api/use-delete-identity-provider";

/**
 * Asks before deleting a provider, naming it (its mappers and the links of users to it go with
 * it), then deletes it and says so; `onDeleted` runs after (the provider's page goes back to the
 * list).
 */
export function useDeleteIdentityProviderDialog(): {
  askDelete: (provider: IdentityProviderRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { mutateAsync } = useDeleteIdentityProvider();
  const { confirm, dialog } = useConfirmDialog();

  const askDelete = useCallback(
    (provider: IdentityProviderRepresentation, onDeleted?: () => void) => {
      const alias = provider.alias ?? "";
      confirm({
        title: t("identityProviders.list.delete.title", { alias }),
        message: t("identityProviders.list.delete.message", { alias }),
        confirmLabel: t("identityProviders.list.delete.confirm"),
        variant: "danger",
        errorTitle: t("identityProviders.list.delete.error"),
        onConfirm: async () => {
          await mutateAsync(alias);
          addAlert(t("identityProviders.list.delete.done", { alias }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
