import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** One session to end: a regular one, or an offline one (whose offline tokens stop working). */
export interface SessionToEnd {
  sessionId: string;
  isOffline: boolean;
}

/**
 * Ends one session or, without one, every regular session of the user. An offline session ends
 * through the realm's sessions endpoint with its offline flag; the consent the user gave its
 * client stays (revoking that is `useRevokeOfflineAccess`).
 */
export function useSignOut(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session?: SessionToEnd) =>
      session === undefined
        ? client.users.logout({ realm, id })
        : client.realms.removeSession({
            realm,
            sessionId: session.sessionId,
            isOffline: session.isOffline,
          }),
    onSuccess: (_result, session) =>
      queryClient.invalidateQueries({
        // The consents listing names the clients holding offline tokens, so it changes too.
        queryKey:
          session?.isOffline === true ? usersKeys.user(realm, id) : usersKeys.sessions(realm, id),
      }),
  });
}
