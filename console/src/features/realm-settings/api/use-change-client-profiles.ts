import type { ClientProfileRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientPoliciesKeys } from "./client-policies-keys";

export type ProfilesChange = (
  latest: ClientProfileRepresentation[],
) => ClientProfileRepresentation[];

/**
 * Changes the realm's client profiles. The server replaces the whole list on a save, so the list
 * is read again and `change` applied to what it holds now (`PUT /client-policies/profiles`): a
 * profile someone else added meanwhile is not lost.
 */
export function useChangeClientProfiles() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ProfilesChange) => {
      const latest = await client.clientPolicies.listProfiles({ realm });
      await client.clientPolicies.createProfiles({
        realm,
        profiles: change(latest.profiles ?? []),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientPoliciesKeys.all(realm) }),
  });
}
