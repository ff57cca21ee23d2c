import type { PhaseTwoOrganizationRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteExtOrganization } from "../api/use-delete-ext-organization";

/**
 * Asks before deleting an organization, naming it (its members lose their membership and roles),
 * then deletes it and says so; `onDeleted` runs after (the details page goes back to the list).
 */
export function useDeleteExtOrganizationDialog(): {
  askDelete: (organization: PhaseTwoOrganizationRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { mutateAsync } = useDeleteExtOrganization();
  const { confirm, dialog } = useConfirmDialog();

  const askDelete = useCallback(
    (organization: PhaseTwoOrganizationRepresentation, onDeleted?: () => void) => {
      const name = organization.name ?? "";
      confirm({
        title: t("extOrganizations.delete.title", { name }),
        message: t("extOrganizations.delete.message", { name }),
        confirmLabel: t("extOrganizations.delete.confirm"),
        variant: "danger",
        errorTitle: t("extOrganizations.delete.error"),
        onConfirm: async () => {
          await mutateAsync(organization.id ?? "");
          addAlert(t("extOrganizations.delete.done", { name }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
