import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientScopesKeys } from "@/shared/client-scopes/api/keys";

/** One client scope, or `null` when the realm has none with that id. */
export function clientScopeQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: clientScopesKeys.scope(realm, id),
    queryFn: async ({ signal }) =>
      (await client.clientScopes.findOne({ realm, id }, { signal })) ?? null,
    staleTime: 10_000,
  });
}
