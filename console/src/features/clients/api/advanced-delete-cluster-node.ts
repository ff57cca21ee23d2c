import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/** Removes a registered cluster node of the client and reloads the client. */
export function useDeleteClusterNode(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (node: string) => client.clients.deleteClusterNode({ realm, id, node }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.client(realm, id) }),
  });
}
