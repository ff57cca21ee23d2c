import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Gives one credential of the user a new label. */
export function useRenameCredential(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ credentialId, label }: { credentialId: string; label: string }) =>
      client.users.updateCredentialLabel({ realm, id, credentialId }, label),
    // The credentials and the user's own flags (`totp`) live under the user's key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}
