import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Revokes the consent (and offline tokens) the user gave one client, by its clientId. */
export function useRevokeConsent(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => client.users.revokeConsent({ realm, id, clientId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.consents(realm, id) }),
  });
}
