import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/** Ends the rotated secret's grace period at once: from then on only the current secret works. */
export function useInvalidateRotatedSecret(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.clients.invalidateSecret({ realm, id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKeys.client(realm, id) }),
  });
}
