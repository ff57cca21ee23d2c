import type { IdentityProviderMapperRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteMapper } from "../api/use-delete-mapper";

/** Asks before deleting a mapper, naming it, then deletes it and says so; `onDeleted` runs after. */
export function useDeleteMapperDialog(alias: string): {
  askDelete: (mapper: IdentityProviderMapperRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { mutateAsync } = useDeleteMapper(alias);
  const { confirm, dialog } = useConfirmDialog();

  const askDelete = useCallback(
    (mapper: IdentityProviderMapperRepresentation, onDeleted?: () => void) => {
      const name = mapper.name ?? "";
      confirm({
        title: t("identityProviders.mappers.delete.title", { name }),
        message: t("identityProviders.mappers.delete.message", { name }),
        confirmLabel: t("identityProviders.mappers.delete.confirm"),
        variant: "danger",
        errorTitle: t("identityProviders.mappers.delete.error"),
        onConfirm: async () => {
          await mutateAsync(mapper.id ?? "");
          addAlert(t("identityProviders.mappers.delete.done", { name }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
