import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/**
 * Sends the realm's not-before to every client with an admin address; the answer names the
 * addresses that took it and those that failed.
 */
export function usePushRevocation() {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: () => client.realms.pushRevocation({ realm }),
  });
}
