import type { RealmEventsConfigRepresentation, RealmRepresentation } from "@gatehouse/admin-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { realmSettingsKeys } from "./keys";

/**
 * The realm's representation carries its events configuration too, and a realm save sends it
 * back: the other tabs must send what the events tab saved, not what the page first loaded.
 */
function withEventsConfig(
  realm: RealmRepresentation,
  config: RealmEventsConfigRepresentation,
): RealmRepresentation {
  return {
    ...realm,
    eventsEnabled: config.eventsEnabled ?? false,
    eventsListeners: config.eventsListeners ?? [],
    enabledEventTypes: config.enabledEventTypes ?? [],
    adminEventsEnabled: config.adminEventsEnabled ?? false,
    adminEventsDetailsEnabled: config.adminEventsDetailsEnabled ?? false,
    ...(config.eventsExpiration !== undefined && { eventsExpiration: config.eventsExpiration }),
  };
}

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
      queryClient.setQueryData(
        realmSettingsKeys.realm(realm),
        (loaded: RealmRepresentation | null | undefined) =>
          loaded ? withEventsConfig(loaded, sent) : loaded,
      );
      return sent;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: realmSettingsKeys.eventsConfig(realm) }),
  });
}
