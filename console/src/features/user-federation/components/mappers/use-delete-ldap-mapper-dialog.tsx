import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteLdapMapper } from "../../api/use-delete-ldap-mapper";

/** Asks before deleting an LDAP mapper, naming it, then deletes it and says so; `onDeleted` runs after. */
export function useDeleteLdapMapperDialog(providerId: string): {
  askDelete: (mapper: ComponentRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { mutateAsync } = useDeleteLdapMapper(providerId);
  const { confirm, dialog } = useConfirmDialog();

  const askDelete = useCallback(
    (mapper: ComponentRepresentation, onDeleted?: () => void) => {
      const name = mapper.name ?? "";
      confirm({
        title: t("userFederation.mappers.delete.title", { name }),
        message: t("userFederation.mappers.delete.message", { name }),
        confirmLabel: t("userFederation.mappers.delete.confirm"),
        variant: "danger",
        errorTitle: t("userFederation.mappers.delete.error"),
        onConfirm: async () => {
          await mutateAsync(mapper.id ?? "");
          addAlert(t("userFederation.mappers.delete.done", { name }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
