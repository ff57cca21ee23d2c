import { useQueryClient } from "@tanstack/react-query";
import { useRealm } from "@/shared/api/realm";
import { requiredActionsKeys } from "@/shared/api/required-actions-keys";
import { requiredActionsTabKeys } from "./required-actions-tab-keys";

/**
 * Reads the required actions again after a change, here and where the users section offers the
 * enabled ones: a disabled action must leave the user forms' choices at once.
 */
export function useInvalidateRequiredActions() {
  const queryClient = useQueryClient();
  const realm = useRealm();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: requiredActionsTabKeys.all(realm) }),
      queryClient.invalidateQueries({ queryKey: requiredActionsKeys.offered(realm) }),
    ]);
}
