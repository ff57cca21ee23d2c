import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/**
 * The whole resource server as the server exports it: settings, resources, scopes, policies and
 * permissions. Kept under the server's key, so any change below it exports afresh.
 */
export function resourceServerExportQuery(client: AdminClient, realm: string, clientId: string) {
  return queryOptions({
    queryKey: [...authorizationKeys.server(realm, clientId), "export"] as const,
    queryFn: ({ signal }) => client.clients.exportResource({ realm, id: clientId }, { signal }),
    staleTime: 0,
  });
}
