import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientScopesKeys } from "./keys";

/** Every client scope of the realm, in one request: the server has no paging or search for them. */
export function clientScopesQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientScopesKeys.list(realm),
    queryFn: ({ signal }) => client.clientScopes.find({ realm }, { signal }),
    staleTime: 30_000,
  });
}
