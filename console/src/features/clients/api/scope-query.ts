import type { ScopeRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/** One authorization scope; `null` when the resource server has none with that id. */
export function scopeQuery(client: AdminClient, realm: string, clientId: string, scopeId: string) {
  return queryOptions({
    queryKey: authorizationKeys.scope(realm, clientId, scopeId),
    queryFn: async ({ signal }): Promise<ScopeRepresentation | null> => {
      try {
        return await client.clients.getAuthorizationScope(
          { realm, id: clientId, scopeId },
          { signal },
        );
      } catch (error) {
        if (errorMessage(error).status === 404) return null;
        throw error;
      }
    },
    staleTime: 10_000,
  });
}
