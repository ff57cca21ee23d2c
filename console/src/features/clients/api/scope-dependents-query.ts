import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/**
 * The resources and permissions that use an authorization scope: shown when its row is expanded
 * and when deleting it, never for every row of the list.
 */
export function scopeDependentsQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  scopeId: string,
) {
  return queryOptions({
    queryKey: [...authorizationKeys.scope(realm, clientId, scopeId), "dependents"],
    queryFn: async ({ signal }) => {
      const [resources, permissions] = await Promise.all([
        client.clients.listAllResourcesByScope({ realm, id: clientId, scopeId }, { signal }),
        client.clients.listAllPermissionsByScope({ realm, id: clientId, scopeId }, { signal }),
      ]);
      return { resources, permissions };
    },
    staleTime: 5_000,
  });
}
