import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userStorageCheckKey } from "@/shared/user-federation/user-storage-type";
import { userFederationKeys } from "./keys";
import { forgetDeleted } from "@/shared/api/forget-deleted";

/**
 * Deletes a user-storage provider by its component id; the server removes the users it imported
 * with it. Drops what was loaded of the provider and reloads the list.
 */
export function useDeleteProvider() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.components.del({ realm, id }),
    onSuccess: async (_result, id) => {
      forgetDeleted(queryClient, userFederationKeys.provider(realm, id));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userFederationKeys.providers(realm) }),
        queryClient.invalidateQueries({ queryKey: userStorageCheckKey(realm) }),
      ]);
    },
  });
}
