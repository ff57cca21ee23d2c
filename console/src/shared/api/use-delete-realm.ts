import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "./admin-client";
import { consoleKeys } from "./console-queries";
import { realmsKeys } from "./realms-keys";

export interface DeleteRealmOptions {
  /**
   * Runs once the realm is gone and before the cached lists reload: a page that shows the deleted
   * realm leaves it here, so nothing of that realm is asked for again.
   */
  leave?: (realm: string) => unknown;
}

/** Deletes a realm and forgets everything cached about it. */
export function useDeleteRealm({ leave }: DeleteRealmOptions = {}) {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (realm: string) => client.realms.del({ realm }),
    onSuccess: async (_result, realm) => {
      await leave?.(realm);
      // A query a page still shows would be read again at once when removed, and refused.
      queryClient.removeQueries({
        queryKey: consoleKeys.realm(realm),
        predicate: (query) => query.getObserversCount() === 0,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realmsKeys.all() }),
        // Who-am-I of the deleted realm itself would only be refused now.
        queryClient.invalidateQueries({
          queryKey: consoleKeys.whoAmIAll(),
          predicate: (query) => query.queryKey[3] !== realm,
        }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realmNamesAll() }),
      ]);
    },
  });
}
