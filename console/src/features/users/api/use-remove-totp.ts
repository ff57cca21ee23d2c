import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { removeAllOtp } from "./remove-all-otp";
import { usersKeys } from "./keys";

/** Removes every one-time-password credential of the user. */
export function useRemoveTotp(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeAllOtp(client, realm, id),
    // The user (its `totp` flag) and its credentials both live under the user's key.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
  });
}
