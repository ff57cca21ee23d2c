import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { policyDependentsQuery } from "../api/policy-dependents-query";
import { useDeletePolicy, type ResourceServerRef } from "../api/policy-mutations";

/**
 * Asks before deleting a policy, naming the permissions and aggregate policies that use it (asked
 * from the server first: they lose the policy), then deletes it and says so.
 */
export function useDeletePolicyDialog(server: ResourceServerRef): {
  askDelete: (policy: PolicyRepresentation, onDeleted?: () => void) => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const { addAlert, addError } = useAlerts();
  const { mutateAsync } = useDeletePolicy(client, server);
  const { confirm, dialog } = useConfirmDialog();
  const { realm, clientId } = server;

  const askDelete = useCallback(
    (policy: PolicyRepresentation, onDeleted?: () => void) => {
      const name = policy.name ?? "";
      const policyId = policy.id ?? "";
      void queryClient
        .query(policyDependentsQuery(client, realm, clientId, policyId))
        .then((dependents) => {
          const names = dependents.map((dependent) => dependent.name ?? "").join(", ");
          confirm({
            title: t("authorization.policies.delete.title", { name }),
            message:
              dependents.length === 0
                ? t("authorization.policies.delete.message", { name })
                : t("authorization.policies.delete.messageWithDependents", { name, names }),
            confirmLabel: t("authorization.policies.delete.confirm"),
            variant: "danger",
            errorTitle: t("authorization.policies.delete.error"),
            onConfirm: async () => {
              await mutateAsync(policyId);
              addAlert(t("authorization.policies.delete.done", { name }), "success");
              onDeleted?.();
            },
          });
        })
        .catch((error: unknown) => {
          addError("authorization.policies.delete.dependentsError", error);
        });
    },
    [addAlert, addError, client, clientId, confirm, mutateAsync, queryClient, realm, t],
  );
  return { askDelete, dialog };
}
