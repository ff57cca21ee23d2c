import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/** Deletes an authorization scope; resources and permissions that used it lose it. */
export function useDeleteScope(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scopeId: string) =>
      client.clients.delAuthorizationScope({ realm, id: clientId, scopeId }),
    onSuccess: async (_result, scopeId) => {
      queryClient.removeQueries({ queryKey: authorizationKeys.scope(realm, clientId, scopeId) });
      await queryClient.invalidateQueries({ queryKey: authorizationKeys.server(realm, clientId) });
    },
  });
}
