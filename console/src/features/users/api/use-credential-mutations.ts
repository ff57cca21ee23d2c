import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { CredentialMove } from "../credential-order";
import { usersKeys } from "./keys";

function useCredentialsMutation<T>(id: string, call: (variables: T) => Promise<unknown>) {
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}

/** Sets a new password, temporary (to be changed at the next sign-in) or not. */
export function useResetPassword(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useCredentialsMutation(
    id,
    ({ password, temporary }: { password: string; temporary: boolean }) =>
      client.users.resetPassword({
        realm,
        id,
        credential: { type: "password", value: password, temporary },
      }),
  );
}

export function useDeleteCredential(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useCredentialsMutation(id, (credentialId: string) =>
    client.users.deleteCredential({ realm, id, credentialId }),
  );
}

export function useRenameCredential(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useCredentialsMutation(
    id,
    ({ credentialId, label }: { credentialId: string; label: string }) =>
      client.users.updateCredentialLabel({ realm, id, credentialId }, label),
  );
}

export function useMoveCredential(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  return useCredentialsMutation(
    id,
    ({ credentialId, move }: { credentialId: string; move: CredentialMove }) =>
      move.kind === "first"
        ? client.users.moveCredentialPositionUp({ realm, id, credentialId })
        : client.users.moveCredentialPositionDown({
            realm,
            id,
            credentialId,
            newPreviousCredentialId: move.previousId,
          }),
  );
}
