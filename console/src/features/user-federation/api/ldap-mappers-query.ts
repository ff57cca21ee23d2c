import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { ldapMapperComponentType } from "./ldap-mapper-type";
import { userFederationKeys } from "./keys";

/**
 * The mappers of one LDAP provider (its sub-components of the mapper type). The server answers
 * them all at once; a provider has a handful, so the table searches and sorts them in the browser.
 */
export function ldapMappersQuery(client: AdminClient, realm: string, providerId: string) {
  return queryOptions({
    queryKey: userFederationKeys.mappers(realm, providerId),
    queryFn: ({ signal }) =>
      client.components.find(
        { realm, parent: providerId, type: ldapMapperComponentType },
        { signal },
      ),
    staleTime: 10_000,
  });
}
