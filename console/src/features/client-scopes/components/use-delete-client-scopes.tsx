import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TypedClientScope } from "@/shared/client-scopes/client-scope-type";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { useDeleteClientScopes } from "../api/use-delete-client-scopes";
import { ScopeUsageMessage } from "./scope-usage-message";

export interface DeleteClientScopesHandle {
  /** Asks first, naming the clients that have them, then deletes; `onDeleted` runs once they are gone. */
  askDelete: (scopes: readonly TypedClientScope[], onDeleted?: () => void) => void;
  /** The confirmation dialog: render once. */
  dialog: ReactNode;
}

/** Deleting client scopes, from the list (one or many) and from a scope's header. */
export function useDeleteClientScopesDialog(): DeleteClientScopesHandle {
  const { t } = useTranslation();
  const { addAlert } = useAlerts();
  const { confirm, dialog } = useConfirmDialog();
  const remove = useDeleteClientScopes();

  const askDelete = (scopes: readonly TypedClientScope[], onDeleted?: () => void) => {
    confirm({
      title: t("clientScopes.delete.title", { count: scopes.length }),
      message: <ScopeUsageMessage scopes={scopes} />,
      confirmLabel: t("clientScopes.delete.confirm"),
      variant: "danger",
      errorTitle: t("clientScopes.delete.error"),
      onConfirm: async () => {
        await remove.mutateAsync(scopes.map((scope) => scope.id));
        addAlert(t("clientScopes.delete.done", { count: scopes.length }), "success");
        onDeleted?.();
      },
    });
  };

  return { askDelete, dialog };
}
