import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invalidateKeys } from "./use-save-key-provider";

/** Deletes a key provider, and with it the keys it holds. */
export function useDeleteKeyProvider() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.components.del({ realm, id }),
    onSuccess: () => invalidateKeys(queryClient, realm),
  });
}
