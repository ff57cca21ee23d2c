import type { UserRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import type { MultiValueMap } from "@/shared/lib/key-value";
import { withUnmanagedAttributes } from "../unmanaged-attributes";
import { usersKeys } from "./keys";

/** Saves the user with new unmanaged attributes; reloads the user, its attributes and the lists. */
export function useSaveUnmanagedAttributes(user: UserRepresentation) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  const id = user.id ?? "";
  return useMutation({
    mutationFn: ({ previous, next }: { previous: MultiValueMap; next: MultiValueMap }) =>
      client.users.update({ realm, id }, withUnmanagedAttributes(user, previous, next)),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.user(realm, id) }),
        queryClient.invalidateQueries({ queryKey: usersKeys.lists(realm) }),
      ]),
  });
}
