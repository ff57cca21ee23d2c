import { useMutation } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";

/** Which stored events to delete: the users' (login, logout…) or the administrators'. */
export type StoredEventsKind = "user" | "admin";

/**
 * Deletes every stored event of one kind in the realm (`DELETE /admin/realms/{realm}/events` or
 * `/admin-events`). The configuration stays as it is.
 */
export function useClearEvents() {
  const client = useAdminClient();
  const realm = useRealm();
  return useMutation({
    mutationFn: (kind: StoredEventsKind) =>
      kind === "user"
        ? client.realms.clearEvents({ realm })
        : client.realms.clearAdminEvents({ realm }),
  });
}
