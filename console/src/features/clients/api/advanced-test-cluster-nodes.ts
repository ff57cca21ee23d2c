import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/** Asks the server to reach every registered cluster node; resolves to those reached and not. */
export function useTestClusterNodes(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: () => client.clients.testNodesAvailable({ realm, id }),
  });
}
