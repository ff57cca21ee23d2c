import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userFederationKeys } from "./keys";

/**
 * Creates a mapper below LDAP provider `providerId` (no `id`) or updates one (with its `id`);
 * resolves the mapper's id. Reloads the provider's mappers and the saved mapper.
 */
export function useSaveLdapMapper(providerId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (mapper: ComponentRepresentation): Promise<string> => {
      if (mapper.id === undefined) {
        const created = await client.components.create({ realm, ...mapper });
        return created.id;
      }
      await client.components.update({ realm, id: mapper.id }, mapper);
      return mapper.id;
    },
    onSuccess: async (id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userFederationKeys.mappers(realm, providerId) }),
        queryClient.invalidateQueries({
          queryKey: userFederationKeys.mapper(realm, providerId, id),
        }),
      ]);
    },
  });
}
