import type { AuthenticationExecutionInfoRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { flowEditorKeys } from "./keys";

/**
 * The executions of the flow `id` (alias `alias`), sub-flows' executions included, in the order
 * the server runs them, each with its level of nesting.
 */
export function executionsQuery(client: AdminClient, realm: string, id: string, alias: string) {
  return queryOptions({
    queryKey: [...flowEditorKeys.executions(realm, id), alias],
    queryFn: (): Promise<AuthenticationExecutionInfoRepresentation[]> =>
      client.authenticationManagement.getExecutions({ realm, flow: alias }),
    staleTime: 5_000,
  });
}
