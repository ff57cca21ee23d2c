import type { UserRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Creates a user and reloads the users lists; resolves to the new user's id. */
export function useCreateUser() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: UserRepresentation) =>
      (await client.users.create({ realm, ...user })).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.lists(realm) }),
  });
}
