import type {
  FederatedIdentityRepresentation,
  IdentityProviderRepresentation,
} from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";

/**
 * One page of the realm's identity providers the user is not linked to yet: the link dialog's
 * table loader, cached under `usersKeys.linkableProviders`. The server cannot leave out the linked
 * ones, so this asks for as many more rows as there are links and drops those: a page is then
 * never short of rows while more exist. (Later pages start at the server's offset, so a provider
 * may show on two pages when linked ones sort before it; users have few links, so that stays rare
 * and harmless.)
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
