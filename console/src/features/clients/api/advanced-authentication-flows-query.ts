import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

/**
 * The realm's top-level flows a client may use instead of the realm's browser or direct grant
 * binding: client authentication flows are left out, as they cannot sign users in.
 */
export function authenticationFlowsQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientsKeys.authenticationFlows(realm),
    queryFn: async () =>
      (await client.authenticationManagement.getFlows({ realm })).filter(
        (flow) => flow.providerId !== "client-flow",
      ),
    staleTime: 60_000,
  });
}
