import type { PolicyRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { authorizationKeys } from "./keys";

/** The resource server a policy belongs to: the realm and its client's internal id. */
export interface ResourceServerRef {
  realm: string;
  clientId: string;
}

/**
 * Creates a policy of its type (`policy.type`), or replaces a stored one; resolves to its id.
 * Permissions name policies, so both lists reload.
 */
export function useSavePolicy(client: AdminClient, { realm, clientId }: ResourceServerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      policy,
      policyId,
    }: {
      policy: PolicyRepresentation & { type: string };
      policyId?: string;
    }): Promise<string> => {
      const scope = { realm, id: clientId, type: policy.type };
      if (policyId === undefined) {
        const created = await client.clients.createPolicy(scope, policy);
        return created.id ?? "";
      }
      await client.clients.updatePolicy({ ...scope, policyId }, { ...policy, id: policyId });
      return policyId;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: authorizationKeys.policies(realm, clientId) }),
        queryClient.invalidateQueries({ queryKey: authorizationKeys.permissions(realm, clientId) }),
      ]),
  });
}

/** Deletes a policy; the permissions that named it lose it, so both lists reload. */
export function useDeletePolicy(client: AdminClient, { realm, clientId }: ResourceServerRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policyId: string) => client.clients.delPolicy({ realm, id: clientId, policyId }),
    onSuccess: async (_, policyId) => {
      const deleted = authorizationKeys.policy(realm, clientId, policyId);
      const isDeleted = (key: readonly unknown[]) =>
        deleted.every((part, index) => key[index] === part);
      // Its own queries (an expanded row's dependents) are not asked again: the server has it no more.
      await Promise.all([
        queryClient.invalidateQueries({
          queryKey: authorizationKeys.policies(realm, clientId),
          predicate: (query) => !isDeleted(query.queryKey),
        }),
        queryClient.invalidateQueries({ queryKey: authorizationKeys.permissions(realm, clientId) }),
      ]);
      queryClient.removeQueries({ queryKey: deleted });
    },
  });
}
