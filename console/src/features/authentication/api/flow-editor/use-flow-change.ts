import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { flowEditorKeys } from "./keys";

/**
 * What the server offers to put into a flow (`flowEditorKeys.providers`, `.configDescription`):
 * no change to a flow alters it.
 */
const serverOffers = new Set(["providers", "config-description"]);

/**
 * A change to a flow's executions: runs `change` and then reads the section's flows again, since
 * the flows list shows what the flows hold and a sub-flow is a flow of its own. The lists of what
 * the server offers are left alone: one open in a dialog keeps its rows, and the administrator's
 * choice, when the change fails for want of a network.
 */
export function useFlowChange<TVariables, TResult = unknown>(
  change: (client: AdminClient, realm: string, variables: TVariables) => Promise<TResult>,
) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => change(client, realm, variables),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: flowEditorKeys.section(realm),
        predicate: (query) => !serverOffers.has(String(query.queryKey[3])),
      }),
  });
}
