import type { ResourceRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";
import type { TableQuery } from "@/shared/ui/table/table-page-query";

/**
 * The resource server's resources, a page at a time, searched by the server on the name (a part of
 * it, any case). `deep` brings each resource's scopes and owner, which the expanded row shows, in
 * the same request.
 */
export function resourcesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
): TableQuery<ResourceRepresentation> {
  return {
    queryKey: [...authorizationKeys.resources(realm, clientId), "list"],
    loader: ({ first, max, search }, signal) =>
      client.clients.listResources(
        { realm, id: clientId, first, max, deep: true, ...(search !== "" && { name: search }) },
        { signal },
      ),
    staleTime: 10_000,
  };
}
