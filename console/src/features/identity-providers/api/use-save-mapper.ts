import type { IdentityProviderMapperRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { identityProvidersKeys } from "./keys";

/**
 * Creates a mapper of provider `alias` (no `id`) or updates one (with its `id`); resolves the
 * mapper's id. Reloads the provider's mappers and the saved mapper.
 */
export function useSaveMapper(alias: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mapper: IdentityProviderMapperRepresentation): Promise<string> => {
      if (mapper.id === undefined) {
        const created = await client.identityProviders.createMapper({
          realm,
          alias,
          identityProviderMapper: { ...mapper, identityProviderAlias: alias },
        });
        return created.id;
      }
      await client.identityProviders.updateMapper({ realm, alias, id: mapper.id }, mapper);
      return mapper.id;
    },
    onSuccess: async (id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: identityProvidersKeys.mappers(realm, alias) }),
        queryClient.invalidateQueries({
          queryKey: identityProvidersKeys.mapper(realm, alias, id),
        }),
      ]);
    },
  });
}
