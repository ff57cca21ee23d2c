import type { RealmRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { realmsKeys } from "@/shared/api/realms-keys";

/**
 * Creates a realm. The creator gains rights in it, so who-am-I is read again along with the lists.
 */
export function useCreateRealm() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (realm: RealmRepresentation) => client.realms.create(realm),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: realmsKeys.all() }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.whoAmIAll() }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realmNamesAll() }),
      ]);
    },
  });
}
