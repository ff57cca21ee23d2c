import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "./keys";

/** A loaded policy: its type's own representation, and the ids of the policies it combines. */
export interface LoadedPolicy {
  policy: PolicyRepresentation & { id: string };
  /** An aggregate's policies; the type's representation leaves them out. Empty for other types. */
  associated: PolicyRepresentation[];
}

/**
 * One policy of a resource server with its type's fields (`null` when it does not exist). An
 * aggregate's policies are asked beside it, in one request with their names.
 */
export function policyQuery(
  client: AdminClient,
  realm: string,
  clientId: string,
  policyId: string,
  type: string,
) {
  return queryOptions({
    queryKey: [...authorizationKeys.policy(realm, clientId, policyId), type],
    queryFn: async ({ signal }): Promise<LoadedPolicy | null> => {
      const [policy, associated] = await Promise.all([
        client.clients.findOnePolicyWithType({ realm, id: clientId, policyId, type }, { signal }),
        type === "aggregate"
          ? client.clients.getAssociatedPolicies(
              { realm, id: clientId, permissionId: policyId },
              { signal },
            )
          : Promise.resolve([]),
      ]);
      if (policy?.id === undefined) return null;
      return { policy: { ...policy, id: policy.id }, associated };
    },
    staleTime: 10_000,
  });
}
