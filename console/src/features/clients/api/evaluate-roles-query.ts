import type { ScopeEvaluationType } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { clientsKeys } from "./keys";

export interface RoleEvaluationRequest {
  /** Space-separated client scope names, as in an authorization request. */
  scope: string;
  /** The realm's name for realm roles, or a client's internal id for its roles. */
  roleContainer: string;
  type: ScopeEvaluationType;
}

/** The roles of one container that the client's tokens may (or may not) carry for `scope`. */
export function evaluateRolesQuery(
  client: AdminClient,
  realm: string,
  id: string,
  { scope, roleContainer, type }: RoleEvaluationRequest,
) {
  return queryOptions({
    queryKey: [...clientsKeys.evaluation(realm, id), "roles", scope, roleContainer, type] as const,
    queryFn: ({ signal }) =>
      client.clients.evaluatePermission({ realm, id, scope, roleContainer, type }, { signal }),
    staleTime: 10_000,
  });
}
