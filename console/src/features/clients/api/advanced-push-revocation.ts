import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Sends the client's not-before time to its admin URL (or registered cluster nodes), so tokens
 * issued earlier are refused there too. Resolves to the hosts reached and those that failed.
 */
export function usePushRevocation(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: () => client.clients.pushRevocation({ realm, id }),
  });
}
