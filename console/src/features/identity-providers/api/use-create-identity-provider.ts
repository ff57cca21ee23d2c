import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { identityProvidersKeys } from "./keys";
import { relinkOrganization } from "./relink-organization";

/** Creates an identity provider, then links it to its organization if it has one; resolves to its alias. */
export function useCreateIdentityProvider() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (provider: IdentityProviderRepresentation) => {
      const alias = provider.alias ?? "";
      await client.identityProviders.create({ realm, ...provider });
      await relinkOrganization(client, realm, alias, undefined, provider.organizationId);
      return alias;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityProvidersKeys.all(realm) }),
  });
}
