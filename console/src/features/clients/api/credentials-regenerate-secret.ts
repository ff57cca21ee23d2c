import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/**
 * Replaces a client's secret. The client is reloaded afterwards: it carries the secret (and, with
 * rotation, the rotated one), and a tab saving a stale copy would put the old secret back.
 */
export function useRegenerateClientSecret(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.clients.generateNewClientSecret({ realm, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.client(realm, id) }),
  });
}
