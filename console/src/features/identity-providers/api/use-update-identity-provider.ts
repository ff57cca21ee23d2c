import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { identityProvidersKeys } from "./keys";

/** Saves a provider's settings; the whole representation is sent, as the server replaces it. */
export function useUpdateIdentityProvider(alias: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (provider: IdentityProviderRepresentation) =>
      client.identityProviders.update({ realm, alias }, provider),
    // The list shows display names and states too: the whole area reloads.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: identityProvidersKeys.all(realm) }),
  });
}
