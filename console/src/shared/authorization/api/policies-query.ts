import type { PolicyRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { authorizationKeys } from "./keys";

/**
 * The policies of a resource server, a page at a time, searched by the server on their name. The
 * server keeps permissions as policies too; `permission: false` leaves them out. `clientId` is the
 * resource server's client's internal id.
 */
export function policiesQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
): TableQuery<PolicyRepresentation> {
  return {
    queryKey: [...authorizationKeys.policies(realm, clientId), "list"],
    loader: ({ first, max, search }, signal) =>
      client.clients.listPolicies(
        {
          realm,
          id: clientId,
          first,
          max,
          permission: "false",
          ...(search.trim() !== "" && { name: search.trim() }),
        },
        { signal },
      ),
    staleTime: 10_000,
  };
}
