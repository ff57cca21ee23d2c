import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { flowEditorKeys } from "./keys";

/**
 * A change to a flow's executions: runs `change` and then reads the whole section again, since
 * the flows list shows what the flows hold and a sub-flow is a flow of its own.
 */
export function useFlowChange<TVariables, TResult = unknown>(
  change: (client: AdminClient, realm: string, variables: TVariables) => Promise<TResult>,
) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => change(client, realm, variables),
    onSettled: () => queryClient.invalidateQueries({ queryKey: flowEditorKeys.section(realm) }),
  });
}
