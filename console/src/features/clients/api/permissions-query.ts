import type { PolicyRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";
import type { TableQuery } from "@/shared/ui/table/table-page-query";

/**
 * A resource server's permissions, a page at a time, searched by the server on their name. The
 * server gives no count, so the table pages by asking one row more than it shows.
 */
export function permissionsQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
): TableQuery<PolicyRepresentation> {
  return {
    queryKey: authorizationKeys.permissions(realm, clientId),
    loader: ({ first, max, search }, signal) =>
      client.clients.findPermissions(
        { realm, id: clientId, first, max, ...(search !== "" && { name: search }) },
        { signal },
      ),
    staleTime: 10_000,
  };
}
