import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";
import type { FlowBinding } from "../flows/flow-usage";
import { flowsKeys } from "./flows-keys";

/**
 * Makes the realm run flow `alias` for one binding. Only that field is sent: the server keeps every
 * setting the body leaves out, so a realm setting someone else just changed is not undone.
 */
export function useBindFlow() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ binding, alias }: { binding: FlowBinding; alias: string }) =>
      client.realms.update({ realm }, { [binding]: alias }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.realm(realm) }),
        queryClient.invalidateQueries({ queryKey: flowsKeys.all(realm) }),
      ]),
  });
}
