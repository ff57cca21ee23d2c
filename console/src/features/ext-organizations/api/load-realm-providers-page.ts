import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";

/**
 * One page of the realm's identity providers whose alias or name matches the search, searched
 * and paged by the server, as choices to link to an organization.
 */
export function loadRealmProvidersPage(
  client: AdminClient,
  realm: string,
  { first, max, search }: PageRequest,
  signal: AbortSignal,
): Promise<IdentityProviderRepresentation[]> {
  const trimmed = search.trim().replaceAll("*", "");
  return client.identityProviders.find(
    {
      realm,
      first,
      max,
      briefRepresentation: true,
      ...(trimmed !== "" && { search: `*${trimmed}*` }),
    },
    { signal },
  );
}
