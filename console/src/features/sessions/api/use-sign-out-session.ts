import type { UiSessionRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { sessionsKeys } from "./keys";

/**
 * Ends one session. An offline session ends with the offline flag, which stops its offline tokens
 * working; a session already gone counts as ended.
 */
export function useSignOutSession() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: UiSessionRepresentation) =>
      client.realms.removeSession({
        realm,
        sessionId: session.id,
        isOffline: session.type === "OFFLINE",
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all(realm) }),
  });
}
