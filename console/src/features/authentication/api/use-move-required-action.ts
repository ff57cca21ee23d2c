import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { maxPrioritySteps } from "../required-actions/required-action-rows";
import { useInvalidateRequiredActions } from "./use-invalidate-required-actions";

/**
 * Moves an action `steps` places in the priority order: negative raises it, positive lowers it.
 * The server moves an action one place a call, so a longer move is a run of calls, bounded by
 * `maxPrioritySteps`. The list is read again even when a call fails, so the order shown is the
 * one stored.
 */
export function useMoveRequiredAction() {
  const client = useAdminClient();
  const realm = useRealm();
  const invalidate = useInvalidateRequiredActions();
  return useMutation({
    mutationFn: async ({ alias, steps }: { alias: string; steps: number }) => {
      if (Math.abs(steps) > maxPrioritySteps) throw new Error("Too long a move to send.");
      const actions = client.authenticationManagement;
      for (let step = 0; step < Math.abs(steps); step += 1) {
        if (steps < 0) await actions.raiseRequiredActionPriority({ realm, alias });
        else await actions.lowerRequiredActionPriority({ realm, alias });
      }
    },
    onSettled: invalidate,
  });
}
