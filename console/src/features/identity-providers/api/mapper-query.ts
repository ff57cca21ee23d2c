import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { identityProvidersKeys } from "./keys";

/** One mapper of a provider, or `null` when the provider has none with that id. */
export function mapperQuery(client: AdminClient, realm: string, alias: string, id: string) {
  return queryOptions({
    queryKey: identityProvidersKeys.mapper(realm, alias, id),
    queryFn: async ({ signal }) =>
      (await client.identityProviders.findOneMapper({ realm, alias, id }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
