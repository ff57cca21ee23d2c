import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useInvalidateRequiredActions } from "./use-invalidate-required-actions";

/** Drops an action's stored settings, so it goes back to its defaults. */
export function useResetRequiredActionConfig() {
  const client = useAdminClient();
  const realm = useRealm();
  const invalidate = useInvalidateRequiredActions();
  return useMutation({
    mutationFn: (alias: string) =>
      client.authenticationManagement.removeRequiredActionConfig({ realm, alias }),
    onSuccess: invalidate,
  });
}
