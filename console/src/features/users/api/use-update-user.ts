import type { UserRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Saves a user and reloads it and the users lists. */
export function useUpdateUser(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: UserRepresentation) => client.users.update({ realm, id }, user),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists(realm) }),
      ]),
  });
}
