import type { ScopeRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";
import type { TableQuery } from "@/shared/ui/table/table-page-query";

/** The resource server's authorization scopes, a page at a time, searched on the name. */
export function scopesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
): TableQuery<ScopeRepresentation> {
  return {
    queryKey: [...authorizationKeys.scopes(realm, clientId), "list"],
    loader: ({ first, max, search }, signal) =>
      client.clients.listAllScopes(
        { realm, id: clientId, first, max, deep: false, ...(search !== "" && { name: search }) },
        { signal },
      ),
    staleTime: 10_000,
  };
}

/** How many matching scopes a scope chooser offers at once; typing narrows them. */
export const scopeChoicesShown = 20;

/** Scopes whose name holds the typed text, for choosing a resource's scopes. */
export function scopeChoicesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  search: string,
) {
  const name = search.trim();
  return queryOptions({
    queryKey: [...authorizationKeys.scopes(realm, clientId), "choices", name],
    queryFn: ({ signal }) =>
      client.clients.listAllScopes(
        {
          realm,
          id: clientId,
          first: 0,
          max: scopeChoicesShown,
          deep: false,
          ...(name !== "" && { name }),
        },
        { signal },
      ),
    staleTime: 10_000,
  });
}
