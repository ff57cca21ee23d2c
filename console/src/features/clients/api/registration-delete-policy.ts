import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/** Deletes a client registration policy. */
export function useDeleteRegistrationPolicy() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.components.del({ realm, id }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: clientsKeys.registrationPolicies(realm) }),
  });
}
