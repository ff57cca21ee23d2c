import { useQuery } from "@tanstack/react-query";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import { eventsConfigQuery } from "./events-config-query";

/**
 * Whether the user page shows an events tab: the admin may view events and the realm stores them.
 * The realm representation says so for admins who may view the realm; others (whose realm
 * representation leaves the flag out) read the events configuration, which view-events allows;
 * `"unknown"` until it has answered.
 */
export function useShowUserEvents(): boolean | "unknown" {
  const client = useAdminClient();
  const realm = useRealm();
  const canView = useAccess().hasAccess("view-events");
  const fromRealm = useRealmRepresentation()?.eventsEnabled;
  const config = useQuery({
    ...eventsConfigQuery(client, realm),
    enabled: canView && fromRealm === undefined,
  });
  if (!canView) return false;
  if (fromRealm !== undefined) return fromRealm;
  // Still asking the server: an address naming the events tab must not be replaced meanwhile.
  return config.isPending ? "unknown" : (config.data?.eventsEnabled ?? false);
}
