import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "./admin-client";
import { consoleKeys } from "./console-queries";
import { realmsKeys } from "./realms-keys";

/** Deletes a realm and forgets everything cached about it (the realms list and realm settings both delete). */
export function useDeleteRealm() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (realm: string) => client.realms.del({ realm }),
    onSuccess: async (_result, realm) => {
      queryClient.removeQueries({ queryKey: consoleKeys.realm(realm) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realmsKeys.all() }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.whoAmIAll() }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realmNamesAll() }),
      ]);
    },
  });
}
