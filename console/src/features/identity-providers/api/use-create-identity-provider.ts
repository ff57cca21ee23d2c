import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { identityProvidersKeys } from "./keys";

/** Creates an identity provider; resolves to its alias. */
export function useCreateIdentityProvider() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: IdentityProviderRepresentation) => {
      await client.identityProviders.create({ realm, ...provider });
      return provider.alias ?? "";
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityProvidersKeys.all(realm) }),
  });
}
