import type { AuthenticationFlowRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { flowsKeys } from "./flows-keys";

/** Creates a top-level flow; resolves its id. */
export function useCreateFlow() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (flow: AuthenticationFlowRepresentation) =>
      (await client.authenticationManagement.createFlow({ realm, ...flow })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsKeys.all(realm) }),
  });
}
