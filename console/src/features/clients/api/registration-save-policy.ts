import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/**
 * Stores a client registration policy: creates it when it has no id yet, else replaces it.
 * Resolves to the policy's id.
 */
export function useSaveRegistrationPolicy() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (policy: ComponentRepresentation): Promise<string> => {
      if (policy.id === undefined) return (await client.components.create({ realm, ...policy })).id;
      await client.components.update({ realm, id: policy.id }, policy);
      return policy.id;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: clientsKeys.registrationPolicies(realm) }),
  });
}
