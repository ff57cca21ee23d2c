import type {
  FederatedIdentityRepresentation,
  IdentityProviderRepresentation,
} from "@gatehouse/admin-client";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { PageRequest } from "@/shared/ui/table/table-types";
import { usersKeys } from "./keys";

const linksKey = (realm: string, id: string) =>
  [...usersKeys.user(realm, id), "identity-provider-links"] as const;

/** Key of the table of providers the user could still be linked to; the table adds the page. */
export const linkableProvidersKey = (realm: string, id: string) =>
  [...usersKeys.user(realm, id), "linkable-identity-providers"] as const;

/** The user's links to accounts at identity providers. */
export function identityProviderLinksQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: linksKey(realm, id),
    queryFn: () => client.users.listFederatedIdentities({ realm, id }),
    staleTime: 10_000,
  });
}

/**
 * One page of the realm's identity providers the user is not linked to yet. The server cannot
 * leave out the linked ones, so this asks for as many more rows as there are links and drops
 * those: a page is then never short of rows while more exist. (Later pages start at the server's
 * offset, so a provider may show on two pages when linked ones sort before it; users have few
 * links, so that stays rare and harmless.)
 */
export async function loadLinkableProviders(
  client: AdminClient,
  realm: string,
  linked: readonly FederatedIdentityRepresentation[],
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<IdentityProviderRepresentation[]> {
  const aliases = new Set(linked.map((link) => link.identityProvider));
  const providers = await client.identityProviders.find(
    {
      realm,
      first,
      max: max + aliases.size,
      briefRepresentation: true,
      ...(search !== "" && { search: `*${search}*` }),
    },
    { signal },
  );
  return providers.filter((provider) => !aliases.has(provider.alias)).slice(0, max);
}

function useLinksMutation<T>(id: string, call: (variables: T) => Promise<unknown>) {
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: linksKey(realm, id) }),
        queryClient.invalidateQueries({ queryKey: linkableProvidersKey(realm, id) }),
      ]),
  });
}

/** Links the user to its account (`userId`, `userName`) at the identity provider `alias`. */
export function useLinkIdentityProvider(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useLinksMutation(
    id,
    ({ alias, userId, userName }: { alias: string; userId: string; userName: string }) =>
      client.users.addToFederatedIdentity({
        realm,
        id,
        federatedIdentityId: alias,
        federatedIdentity: { identityProvider: alias, userId, userName },
      }),
  );
}

/** Removes the user's link to the identity provider `alias`. */
export function useUnlinkIdentityProvider(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useLinksMutation(id, (alias: string) =>
    client.users.delFromFederatedIdentity({ realm, id, federatedIdentityId: alias }),
  );
}
