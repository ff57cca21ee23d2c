import type { PolicyRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { adminPermissionsKeys } from "./keys";

/** The admin permissions, a page at a time, searched by the server on their name. */
export function adminPermissionsQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
): TableQuery<PolicyRepresentation> {
  return {
    queryKey: [...adminPermissionsKeys.permissions(realm, clientId), "list"],
    loader: ({ first, max, search }, signal) =>
      client.clients.findPermissions(
        { realm, id: clientId, first, max, ...(search.trim() !== "" && { name: search.trim() }) },
        { signal },
      ),
    staleTime: 10_000,
  };
}
