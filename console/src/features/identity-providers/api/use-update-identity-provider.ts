import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { identityProvidersKeys } from "./keys";
import { relinkOrganization } from "./relink-organization";

export interface IdentityProviderChange {
  provider: IdentityProviderRepresentation;
  /** The organization the provider was linked to when the form opened. */
  previousOrganizationId: string | undefined;
}

/**
 * Saves a provider's settings (the whole representation, as the server replaces it), then moves
 * its organization link when that changed.
 */
export function useUpdateIdentityProvider(alias: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, previousOrganizationId }: IdentityProviderChange) => {
      await client.identityProviders.update({ realm, alias }, provider);
      await relinkOrganization(
        client,
        realm,
        alias,
        previousOrganizationId,
        provider.organizationId,
      );
    },
    // The list shows display names and states too: the whole area reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityProvidersKeys.all(realm) }),
  });
}
