import type { ScopeRepresentation } from "@gatehouse/admin-client";
import { Stack, StackItem } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useConfirmAction } from "@/shared/ui/dialogs/use-confirm-action";
import { useDeleteScope } from "../../api/scope-delete";
import { ScopeDependents } from "./scope-dependents";

/**
 * Asks before deleting an authorization scope, naming the resources and permissions that use it,
 * then deletes it; `onDeleted` runs after (the scope's page goes back to the list).
 */
export function useDeleteScopeDialog(clientId: string): {
  askDelete: (scope: ScopeRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { mutateAsync } = useDeleteScope(clientId);
  const { ask, dialog } = useConfirmAction();
  const askDelete = (scope: ScopeRepresentation, onDeleted?: () => void) => {
    const name = scope.name ?? "";
    const scopeId = scope.id ?? "";
    ask({
      title: t("authorization.scope.deleteTitle", { name }),
      message: (
        <Stack hasGutter>
          <StackItem>{t("authorization.scope.deleteMessage", { name })}</StackItem>
          <StackItem>
            <ScopeDependents clientId={clientId} scopeId={scopeId} />
          </StackItem>
        </Stack>
      ),
      confirmLabel: t("authorization.scope.delete"),
      errorTitle: t("authorization.scope.deleteError"),
      action: async () => {
        await mutateAsync(scopeId);
        onDeleted?.();
      },
      successMessage: t("authorization.scope.deleted", { name }),
    });
  };
  return { askDelete, dialog };
}
