import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { providerWithLink, type ProviderLinkValues } from "../provider-link";
import { organizationsKeys } from "./keys";

/**
 * Links a provider to the organization (when `link` is set) and stores how it serves it: its
 * domain, the redirect on a matching e-mail and whether it is hidden on the login page. The domain
 * is the provider's configuration, which the server checks against the organization's domains
 * only once the provider is linked, so the link comes first.
 */
export function useSaveProviderLink(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, link }: { values: ProviderLinkValues; link: boolean }) => {
      const alias = values.alias;
      if (link) await client.organizations.linkIdp({ realm, orgId, alias });
      const provider = await client.identityProviders.findOne({ realm, alias });
      if (provider === undefined) throw new Error(`The identity provider ${alias} is gone.`);
      await client.identityProviders.update({ realm, alias }, providerWithLink(provider, values));
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: organizationsKeys.identityProviders(realm, orgId),
      }),
  });
}
