import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { userFederationKeys } from "./keys";

/** One LDAP provider (a user-storage component), or `null` when the realm has none with that id. */
export function ldapProviderQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: userFederationKeys.provider(realm, id),
    queryFn: async ({ signal }) =>
      (await client.components.findOne({ realm, id }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
