import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/**
 * Revokes the offline tokens (and the consent) the user gave a client: every offline session of
 * the user with that client ends.
 */
export function useRevokeOfflineAccess(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientId: string) => client.users.revokeConsent({ realm, id, clientId }),
    // The consents listing changes too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}
