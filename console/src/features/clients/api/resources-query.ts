import type { ResourceRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";
import type { TableQuery } from "@/shared/ui/table/table-page-query";

/**
 * What the server filters resources on besides the name: their type, a URI (exactly as stored), the
 * owner's username or id, and a scope's name. Each is a part of the value, in any case, except the
 * URI.
 */
export interface ResourceFilters {
  type?: string;
  uri?: string;
  owner?: string;
  scope?: string;
}

/**
 * The resource server's resources, a page at a time, searched by the server on the name (a part of
 * it, any case) and the filters. `deep` brings each resource's scopes and owner, which the
 * expanded row shows, in the same request.
 */
export function resourcesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  filters: ResourceFilters = {},
): TableQuery<ResourceRepresentation> {
  return {
    queryKey: [...authorizationKeys.resources(realm, clientId), "list", filters],
    loader: ({ first, max, search }, signal) =>
      client.clients.listResources(
        {
          realm,
          id: clientId,
          first,
          max,
          deep: true,
          ...(search !== "" && { name: search }),
          ...filters,
        },
        { signal },
      ),
    staleTime: 10_000,
  };
}
