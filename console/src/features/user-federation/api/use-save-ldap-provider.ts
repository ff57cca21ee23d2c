import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { userFederationKeys } from "./keys";

/**
 * Adds an LDAP provider (no `id` yet) or replaces a stored one's settings; resolves to its id. The
 * list shows names and states too, so the whole area reloads.
 */
export function useSaveLdapProvider() {
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userFederationKeys.all(realm) }),
  });
}
