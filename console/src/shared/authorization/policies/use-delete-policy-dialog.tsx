import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useAlerts } from "@/shared/ui/alerts/alerts-context";
import { useConfirmDialog } from "@/shared/ui/dialogs/use-confirm-dialog";
import { policyDeleteImpact } from "../api/policy-delete-impact";
import { policyDependentsQuery } from "../api/policy-dependents-query";
import { useDeletePolicy, type ResourceServerRef } from "../api/policy-mutations";
import { deleteMessageLines } from "./delete-policy-message";

/**
 * Asks before deleting a policy, naming the permissions and aggregate policies that use it (asked
 * from the server first: they lose the policy) and those it is the only policy of (the server
 * deletes them with it), then deletes it and says so.
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
        .then((dependents) => policyDeleteImpact(client, realm, clientId, dependents))
        .then((impact) => {
          confirm({
            title: t("authorization.policies.delete.title", { name }),
            message: deleteMessageLines(t, name, impact).map((line) => <p key={line}>{line}</p>),
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
