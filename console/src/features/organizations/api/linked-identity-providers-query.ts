import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { organizationsKeys } from "./keys";

/**
 * The identity providers linked to an organization, in full (their organization settings are in
 * their configuration). The server answers them all at once: an organization links few.
 */
export function linkedIdentityProvidersQuery(client: AdminClient, realm: string, orgId: string) {
  return queryOptions({
    queryKey: organizationsKeys.identityProviders(realm, orgId),
    queryFn: ({ signal }) =>
      client.organizations.listIdentityProviders({ realm, orgId }, { signal }),
    staleTime: 10_000,
  });
}
