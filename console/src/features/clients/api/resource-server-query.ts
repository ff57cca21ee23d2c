import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "@/shared/authorization/api/keys";

/** The resource server's settings: enforcement mode, decision strategy, remote management. */
export function resourceServerQuery(client: AdminClient, realm: string, clientId: string) {
  return queryOptions({
    queryKey: authorizationKeys.settings(realm, clientId),
    queryFn: ({ signal }) => client.clients.getResourceServer({ realm, id: clientId }, { signal }),
    staleTime: 10_000,
  });
}
