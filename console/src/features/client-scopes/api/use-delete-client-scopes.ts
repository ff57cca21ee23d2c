import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientScopesKeys } from "@/shared/client-scopes/api/keys";

/**
 * Deletes the chosen scopes (one request each, as many as were chosen on screen); stops at the
 * first failure, the scopes deleted before it staying deleted. The server also takes them off the
 * realm's lists and off every client that had them.
 */
export function useDeleteClientScopes() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await client.clientScopes.del({ realm, id });
    },
    onSettled: async () => {
      // A deleted scope's page may still be open: mark it stale without asking for it again.
      await queryClient.invalidateQueries({
        queryKey: clientScopesKeys.all(realm),
        refetchType: "none",
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: clientScopesKeys.list(realm) }),
        queryClient.invalidateQueries({ queryKey: clientScopesKeys.realmTypes(realm) }),
      ]);
    },
  });
}
