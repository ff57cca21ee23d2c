import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { flowsKeys } from "./flows-keys";

/** Deletes a flow with its steps. */
export function useDeleteFlow() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.authenticationManagement.deleteFlow({ realm, flowId: id }),
    // Only the list: the deleted flow's own queries would ask the server about a flow it no longer
    // has while its dialog closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsKeys.list(realm) }),
  });
}
