import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { switchedAction, type RequiredActionRow } from "../required-actions/required-action-rows";
import { useInvalidateRequiredActions } from "./use-invalidate-required-actions";

export interface RequiredActionSwitch {
  row: RequiredActionRow;
  enabled?: boolean;
  defaultAction?: boolean;
}

/**
 * Turns an action on or off, or makes it a default action of new users. An unregistered action
 * is registered first (the server names it after its provider), then read back and switched, so
 * what is stored is the server's own representation with the one change.
 */
export function useSwitchRequiredAction() {
  const client = useAdminClient();
  const realm = useRealm();
  const invalidate = useInvalidateRequiredActions();
  return useMutation({
    mutationFn: async ({ row, enabled, defaultAction }: RequiredActionSwitch) => {
      let stored = row.stored;
      if (!row.registered) {
        await client.authenticationManagement.registerRequiredAction({
          realm,
          providerId: row.offer?.providerId ?? row.alias,
          name: row.offer?.name ?? row.name,
        });
        stored = await client.authenticationManagement.getRequiredActionForAlias({
          realm,
          alias: row.alias,
        });
      }
      if (stored === undefined) throw new Error(`The required action ${row.alias} is missing.`);
      const change = {
        ...(enabled === undefined ? {} : { enabled }),
        ...(defaultAction === undefined ? {} : { defaultAction }),
      };
      await client.authenticationManagement.updateRequiredAction(
        { realm, alias: stored.alias ?? row.alias },
        switchedAction(stored, change),
      );
    },
    onSettled: invalidate,
  });
}
