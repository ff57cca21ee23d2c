import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { usersKeys } from "./keys";

/** The user's regular sessions, with their clients. */
export function userSessionsQuery(client: AdminClient, realm: string, id: string) {
  return queryOptions({
    queryKey: usersKeys.sessions(realm, id),
    queryFn: () => client.users.listSessions({ realm, id }),
    staleTime: 5_000,
  });
}

/** Ends one session (`sessionId`) or, without one, every session of the user. */
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
