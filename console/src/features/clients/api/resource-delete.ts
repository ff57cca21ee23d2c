import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/**
 * Deletes a resource. Permissions that named it lose it (one left with no resource goes too), so
 * the permissions are read again as well.
 */
export function useDeleteResource(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resourceId: string) =>
      client.clients.delResource({ realm, id: clientId, resourceId }),
    onSuccess: async (_result, resourceId) => {
      queryClient.removeQueries({
        queryKey: authorizationKeys.resource(realm, clientId, resourceId),
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: authorizationKeys.resources(realm, clientId) }),
        queryClient.invalidateQueries({ queryKey: authorizationKeys.permissions(realm, clientId) }),
        queryClient.invalidateQueries({ queryKey: authorizationKeys.scopes(realm, clientId) }),
      ]);
    },
  });
}
