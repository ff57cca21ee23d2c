import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";
import { passwordPolicyKeys } from "./password-policy-keys";

/**
 * Stores the realm's password policy. Only `passwordPolicy` is sent: the server leaves the
 * realm's other settings as they are, so a copy of the realm read earlier cannot undo a change
 * someone made on another tab since.
 */
export function useSavePasswordPolicy() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (passwordPolicy: string) => client.realms.update({ realm }, { passwordPolicy }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: passwordPolicyKeys.policy(realm) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realm(realm) }),
      ]),
  });
}
