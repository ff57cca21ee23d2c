import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { identityProvidersKeys } from "./keys";

/** One identity provider, or `null` when the realm has none with that alias. */
export function identityProviderQuery(client: AdminClient, realm: string, alias: string) {
  return queryOptions({
    queryKey: identityProvidersKeys.provider(realm, alias),
    queryFn: async ({ signal }) =>
      (await client.identityProviders.findOne({ realm, alias }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
