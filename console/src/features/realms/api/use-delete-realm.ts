import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { realmsKeys } from "@/shared/api/realms-keys";

/** Deletes a realm and forgets everything cached about it. */
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
