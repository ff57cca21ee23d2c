import type { AuthenticationFlowRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { flowEditorKeys } from "./keys";

/** One flow of the realm, by id. */
export function flowQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: flowEditorKeys.flow(realm, id),
    queryFn: (): Promise<AuthenticationFlowRepresentation> =>
      client.authenticationManagement.getFlow({ realm, flowId: id }),
    staleTime: 10_000,
  });
}
