import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "./keys";

/** The policy types a resource server offers, with their display names. */
export function policyProvidersQuery(client: AdminClient, realm: string, clientId: string) {
  return queryOptions({
    queryKey: authorizationKeys.policyProviders(realm, clientId),
    queryFn: ({ signal }) =>
      client.clients.listPolicyProviders({ realm, id: clientId }, { signal }),
    // The server's providers change only with a new deployment.
    staleTime: 5 * 60_000,
  });
}
