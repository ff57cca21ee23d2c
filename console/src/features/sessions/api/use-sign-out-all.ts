import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { consoleKeys } from "@/shared/api/console-queries";
import { useRealm } from "@/shared/api/realm";
import { sessionsKeys } from "./keys";

/**
 * Ends every session of the realm. The server also sets the realm's not-before and tells the
 * clients with an admin address; its answer names which of them took it and which failed.
 */
export function useSignOutAll() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.realms.logoutAll({ realm }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionsKeys.all(realm) }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.realm(realm) }),
      ]);
    },
  });
}
