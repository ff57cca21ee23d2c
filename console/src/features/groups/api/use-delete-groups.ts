import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { invalidateTree } from "./invalidate-tree";

/**
 * Deletes the chosen groups (one request each, as many as were chosen on screen), with everything
 * below them; stops at the first failure, the groups deleted before it staying deleted.
 */
export function useDeleteGroups() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]) => {
      for (const id of ids) await client.groups.del({ realm, id });
    },
    onSettled: () => invalidateTree(queryClient, realm),
  });
}
