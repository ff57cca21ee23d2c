import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { pageSectionKeys } from "./keys";

/** Deletes an item of a server-provided page and reloads the lists. */
export function useDeletePageItem() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.components.del({ realm, id }),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: pageSectionKeys.item(realm, id) });
      await queryClient.invalidateQueries({ queryKey: pageSectionKeys.lists(realm) });
    },
  });
}
