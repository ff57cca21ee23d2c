import type { ResourceServerRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/** Saves the resource server's settings; the server replaces them as a whole. */
export function useUpdateResourceServer(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: ResourceServerRepresentation) =>
      client.clients.updateResourceServer({ realm, id: clientId }, settings),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authorizationKeys.settings(realm, clientId) }),
  });
}
