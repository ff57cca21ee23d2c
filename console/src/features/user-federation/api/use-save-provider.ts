import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userStorageCheckKey } from "@/shared/user-federation/user-storage-type";
import { userFederationKeys } from "./keys";

/**
 * Stores a user-storage provider of any kind: creates it when it has no id yet, else replaces it.
 * Resolves to its id. The list and what was loaded of the provider (its mappers included) are
 * read again.
 */
export function useSaveProvider() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: ComponentRepresentation): Promise<string> => {
      if (provider.id === undefined)
        return (await client.components.create({ realm, ...provider })).id;
      await client.components.update({ realm, id: provider.id }, provider);
      return provider.id;
    },
    onSuccess: (id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userFederationKeys.providers(realm) }),
        queryClient.invalidateQueries({ queryKey: userFederationKeys.provider(realm, id) }),
        queryClient.invalidateQueries({ queryKey: userStorageCheckKey(realm) }),
      ]),
  });
}
