import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { clientsKeys } from "./keys";

/**
 * Ends one of the client's sessions: signs a regular session out, or revokes an offline one (its
 * offline token stops working). The client's sessions reload afterwards.
 */
export function useEndClientSession(id: string) {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId, isOffline }: { sessionId: string; isOffline: boolean }) =>
      client.realms.deleteSession({ realm, session: sessionId, isOffline }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientsKeys.sessions(realm, id) }),
  });
}
