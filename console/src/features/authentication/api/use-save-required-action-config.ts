import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { useInvalidateRequiredActions } from "./use-invalidate-required-actions";

/** Stores an action's settings (`PUT /required-actions/{alias}/config`). */
export function useSaveRequiredActionConfig(alias: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const invalidate = useInvalidateRequiredActions();
  return useMutation({
    mutationFn: (config: Record<string, string>) =>
      client.authenticationManagement.updateRequiredActionConfig({ realm, alias }, { config }),
    onSuccess: invalidate,
  });
}
