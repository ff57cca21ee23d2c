import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Deletes one user and reloads the users lists. */
export function useDeleteUser() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.users.del({ realm, id }),
    onSuccess: async (_result, id) => {
      queryClient.removeQueries({ queryKey: usersKeys.user(realm, id) });
      await queryClient.invalidateQueries({ queryKey: usersKeys.lists(realm) });
    },
  });
}
