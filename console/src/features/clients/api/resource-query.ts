import type { ResourceRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/** One resource with its scopes; `null` when the resource server has none with that id. */
export function resourceQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  resourceId: string,
) {
  return queryOptions({
    queryKey: authorizationKeys.resource(realm, clientId, resourceId),
    queryFn: async ({ signal }): Promise<ResourceRepresentation | null> => {
      try {
        const [resource, scopes] = await Promise.all([
          client.clients.getResource({ realm, id: clientId, resourceId }, { signal }),
          // The resource alone names no scopes; its scopes are a call of their own.
          client.clients.listScopesByResource(
            { realm, id: clientId, resourceName: resourceId },
            { signal },
          ),
        ]);
        return {
          ...resource,
          scopes: scopes.map((scope) => ({ id: scope.id ?? scope._id, name: scope.name })),
        };
      } catch (error) {
        if (errorMessage(error).status === 404) return null;
        throw error;
      }
    },
    staleTime: 10_000,
  });
}
