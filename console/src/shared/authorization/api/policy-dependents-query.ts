import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "./keys";

/** The permissions and aggregate policies that use a policy, asked when one is shown or deleted. */
export function policyDependentsQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  policyId: string,
) {
  return queryOptions({
    queryKey: [...authorizationKeys.policy(realm, clientId, policyId), "dependents"],
    queryFn: ({ signal }) =>
      client.clients.listDependentPolicies({ realm, id: clientId, policyId }, { signal }),
    staleTime: 10_000,
  });
}
