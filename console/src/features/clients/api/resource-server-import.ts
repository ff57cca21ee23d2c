import type { ResourceServerRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/**
 * Imports a resource server's export into this client: the server adds or updates what the file
 * holds, so everything under the resource server is read again afterwards.
 */
export function useImportResourceServer(clientId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imported: ResourceServerRepresentation) =>
      client.clients.importResource({ realm, id: clientId }, imported),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authorizationKeys.server(realm, clientId) }),
  });
}
