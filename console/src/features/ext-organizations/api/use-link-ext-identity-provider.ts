import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { extOrganizationsKeys } from "./keys";

/**
 * Links one of the realm's identity providers to the organization, for the organization's
 * domains (the users whose e-mail is in them sign in through it); the linked list reloads.
 */
export function useLinkExtIdentityProvider(orgId: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ alias, domains }: { alias: string; domains: string[] }) =>
      client.phaseTwoOrganizations.linkIdp({ realm, orgId }, { alias, domains }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: extOrganizationsKeys.identityProviders(realm, orgId),
      }),
  });
}
