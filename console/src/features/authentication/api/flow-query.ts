import type { AuthenticationFlowRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { flowsKeys } from "./flows-keys";

/** One flow as stored, with its kind (`providerId`), which the list of flows does not carry. */
export function flowQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions<AuthenticationFlowRepresentation>({
    queryKey: flowsKeys.flow(realm, id),
    queryFn: ({ signal }) =>
      client.authenticationManagement.getFlow({ realm, flowId: id }, { signal }),
    staleTime: 30_000,
  });
}
