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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsKeys.all(realm) }),
  });
}
