import type { OrganizationRepresentation } from "@gatehouse/admin-client";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteOrganization } from "../api/use-delete-organization";

/**
 * Asks before deleting an organization, naming it (its memberships and provider links go with
 * it), then deletes it and says so; `onDeleted` runs after (the details page goes back to the list).
 */
export function useDeleteOrganizationDialog(): {
  askDelete: (organization: OrganizationRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { mutateAsync } = useDeleteOrganization();
  const { confirm, dialog } = useConfirmDialog();

  const askDelete = useCallback(
    (organization: OrganizationRepresentation, onDeleted?: () => void) => {
      const name = organization.name ?? "";
      confirm({
        title: t("organizations.delete.title", { name }),
        message: t("organizations.delete.message", { name }),
        confirmLabel: t("organizations.delete.confirm"),
        variant: "danger",
        errorTitle: t("organizations.delete.error"),
        onConfirm: async () => {
          await mutateAsync(organization.id ?? "");
          addAlert(t("organizations.delete.done", { name }), "success");
          onDeleted?.();
        },
      });
    },
    [addAlert, confirm, mutateAsync, t],
  );
  return { askDelete, dialog };
}
