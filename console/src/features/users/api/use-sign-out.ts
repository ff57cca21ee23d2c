import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** Ends one session (`sessionId`) or, without one, every regular session of the user. */
export function useSignOut(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId?: string) =>
      sessionId === undefined
        ? client.users.logout({ realm, id })
        : client.realms.deleteSession({ realm, session: sessionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.sessions(realm, id) }),
  });
}
