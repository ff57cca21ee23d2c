import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { ClientKeyUse } from "./keys-key-info-query";
import { clientsKeys } from "./keys";

/**
 * Makes the server generate a new key pair and certificate for one use of the client. The client
 * is reloaded too: it carries the certificate among its attributes, and a tab saving a stale copy
 * would put the old one back.
 */
export function useGenerateClientKey(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attr: ClientKeyUse) => client.clients.generateKey({ realm, id, attr }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.client(realm, id) }),
  });
}
