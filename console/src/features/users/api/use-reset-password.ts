import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Sets a new password, temporary (to be changed at the next sign-in) or not. */
export function useResetPassword(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ password, temporary }: { password: string; temporary: boolean }) =>
      client.users.resetPassword({
        realm,
        id,
        credential: { type: "password", value: password, temporary },
      }),
    // The credentials and the user's own flags (`totp`) live under the user's key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}
