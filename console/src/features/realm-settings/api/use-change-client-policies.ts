import type { ClientPolicyRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientPoliciesKeys } from "./client-policies-keys";

export type PoliciesChange = (latest: ClientPolicyRepresentation[]) => ClientPolicyRepresentation[];

/**
 * Changes the realm's client policies: the list is read again and `change` applied to what the
 * server holds now, then sent whole (`PUT /client-policies/policies`), so no other policy is lost.
 */
export function useChangeClientPolicies() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: PoliciesChange) => {
      const latest = await client.clientPolicies.listPolicies({ realm });
      await client.clientPolicies.updatePolicy({
        realm,
        policies: change(latest.policies ?? []),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientPoliciesKeys.all(realm) }),
  });
}
