import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { userFederationKeys } from "./keys";

/** One mapper of an LDAP provider, or `null` when the realm has no component with that id. */
export function ldapMapperQuery(
  client: AdminClient,
  realm: string,
  providerId: string,
  mapperId: string,
) {
  return queryOptions({
    queryKey: userFederationKeys.mapper(realm, providerId, mapperId),
    queryFn: async ({ signal }) =>
      (await client.components.findOne({ realm, id: mapperId }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
