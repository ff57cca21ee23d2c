import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { organizationsKeys } from "./keys";

/** Unlinks a provider from the organization; the provider stays in the realm. */
export function useUnlinkIdentityProvider(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alias: string) => client.organizations.unLinkIdp({ realm, orgId, alias }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: organizationsKeys.identityProviders(realm, orgId),
      }),
  });
}
