import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientPoliciesKeys } from "./client-policies-keys";

/** The realm's client policies and the global ones (`GET /client-policies/policies`). */
export function clientPoliciesQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: clientPoliciesKeys.policies(realm),
    queryFn: ({ signal }) =>
      client.clientPolicies.listPolicies({ realm, includeGlobalPolicies: true }, { signal }),
    staleTime: 30_000,
  });
}
