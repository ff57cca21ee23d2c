import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { realmSettingsKeys } from "./keys";

/**
 * Stores a key provider: creates it when it has no id yet, else replaces it. Resolves to its id.
 * The keys change with their provider, so both lists are read again.
 */
export function useSaveKeyProvider() {
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
    onSuccess: () => invalidateKeys(queryClient, realm),
  });
}

/** Reads the realm's key providers and keys again. */
export function invalidateKeys(
  queryClient: ReturnType<typeof useQueryClient>,
  realm: string,
): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: realmSettingsKeys.keyProviders(realm) }),
    queryClient.invalidateQueries({ queryKey: realmSettingsKeys.realmKeys(realm) }),
  ]);
}
