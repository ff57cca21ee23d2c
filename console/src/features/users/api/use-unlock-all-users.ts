import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Clears the brute-force login failures of every user of the realm. */
export function useUnlockAllUsers() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.attackDetection.delAll({ realm }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all(realm) }),
  });
}
