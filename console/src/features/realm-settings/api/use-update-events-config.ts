import type { RealmEventsConfigRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { realmSettingsKeys } from "./keys";

/**
 * Changes the realm's events configuration: it is read again and `change` applied to what the
 * server holds, then sent whole (`PUT /admin/realms/{realm}/events/config`). The form and the
 * saved event types table each change their own part, so neither undoes the other's save.
 */
export function useUpdateEventsConfig() {
  const client = useAdminClient();
  const realm = useRealm();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      change: (latest: RealmEventsConfigRepresentation) => RealmEventsConfigRepresentation,
    ) => {
      const latest = await client.realms.getConfigEvents({ realm });
      const sent = change(latest);
      await client.realms.updateConfigEvents({ realm }, sent);
      queryClient.setQueryData(realmSettingsKeys.eventsConfig(realm), sent);
      return sent;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: realmSettingsKeys.eventsConfig(realm) }),
  });
}
