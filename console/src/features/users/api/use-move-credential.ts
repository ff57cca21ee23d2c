import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { CredentialMove } from "../credential-order";
import { usersKeys } from "./keys";

/** Moves a credential first, or after another one, in the order the server tries them. */
export function useMoveCredential(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ credentialId, move }: { credentialId: string; move: CredentialMove }) =>
      move.kind === "first"
        ? client.users.moveCredentialPositionUp({ realm, id, credentialId })
        : client.users.moveCredentialPositionDown({
            realm,
            id,
            credentialId,
            newPreviousCredentialId: move.previousId,
          }),
    // The credentials and the user's own flags (`totp`) live under the user's key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}
