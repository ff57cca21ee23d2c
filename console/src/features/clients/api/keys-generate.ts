import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { ClientKeyUse } from "./keys-key-info-query";
import { clientsKeys } from "./keys";

/**
 * How long the server may take to make a key pair. It makes 4096-bit RSA keys, which can take more
 * than the admin client's usual minute on a busy server; the administrator waits for the answer.
 */
export const keyMakingTimeout = 5 * 60_000;

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
    mutationFn: (attr: ClientKeyUse) =>
      client.clients.generateKey({ realm, id, attr }, { timeout: keyMakingTimeout }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.client(realm, id) }),
  });
}
