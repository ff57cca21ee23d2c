import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/** Unlinks an identity provider from the organization; the provider stays in the realm. */
export function useUnlinkExtIdentityProvider(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alias: string) => client.phaseTwoOrganizations.unlinkIdp({ realm, orgId, alias }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: extOrganizationsKeys.identityProviders(realm, orgId),
      }),
  });
}
