import { queryOptions, type QueryKey } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";
import type { NamedChoice } from "../authorization/permissions/permission-form-state";

/** How many matches a searched choice offers; typing more narrows them. */
const choiceLimit = 20;

const named = (items: readonly { id?: string; _id?: string; name?: string }[]): NamedChoice[] =>
  items.flatMap((item) => {
    const id = item.id ?? item._id;
    return id === undefined ? [] : [{ id, name: item.name ?? id }];
  });

/** The resource server's resources whose name contains the search (its first few without one). */
export function resourceChoicesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  search: string,
) {
  return queryOptions({
    queryKey: [...authorizationKeys.resources(realm, clientId), "choices", search] as QueryKey,
    queryFn: async ({ signal }) =>
      named(
        await client.clients.listResources(
          {
            realm,
            id: clientId,
            first: 0,
            max: choiceLimit,
            deep: false,
            ...(search !== "" && { name: search }),
          },
          { signal },
        ),
      ),
    staleTime: 10_000,
  });
}

/**
 * Authorization scopes whose name contains the search. With a resource, only that resource's
 * scopes: the server lists them whole (a resource has few), and the search narrows them here.
 */
export function scopeChoicesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  search: string,
  resourceId = "",
) {
  return queryOptions({
    queryKey: [
      ...authorizationKeys.scopes(realm, clientId),
      "choices",
      resourceId,
      search,
    ] as QueryKey,
    queryFn: async ({ signal }) => {
      if (resourceId === "") {
        const scopes = await client.clients.listAllScopes(
          {
            realm,
            id: clientId,
            first: 0,
            max: choiceLimit,
            deep: false,
            ...(search !== "" && { name: search }),
          },
          { signal },
        );
        return named(scopes);
      }
      const scopes = named(
        await client.clients.listScopesByResource(
          { realm, id: clientId, resourceName: resourceId },
          { signal },
        ),
      );
      const needle = search.toLocaleLowerCase();
      return scopes.filter((scope) => scope.name.toLocaleLowerCase().includes(needle));
    },
    staleTime: 10_000,
  });
}
