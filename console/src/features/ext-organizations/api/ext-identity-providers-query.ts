import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { extOrganizationsKeys } from "./keys";

/** The realm's identity providers linked to the organization; the server lists them at once. */
export function extIdentityProvidersQuery(client: AdminClient, realm: string, orgId: string) {
  return queryOptions({
    queryKey: extOrganizationsKeys.identityProviders(realm, orgId),
    queryFn: ({ signal }) =>
      client.phaseTwoOrganizations.listIdentityProviders({ realm, orgId }, { signal }),
    staleTime: 10_000,
  });
}
