import type { EventRepresentation } from "@gatehouse/admin-client";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient, type AdminClient } from "@/shared/api/admin-client";
import { useRealmRepresentation } from "@/shared/api/console-data";
import { useRealm } from "@/shared/api/realm";
import type { PageRequest } from "@/shared/ui/table/table-types";
import { usersKeys } from "./keys";

/** Key of the user's event pages; the table appends the page request. */
export const userEventsKey = (realm: string, id: string, types: readonly string[]) =>
  [...usersKeys.user(realm, id), "events", [...types].sort()] as const;

/** One page of the user's events, newest first, optionally only of some types. */
export function loadUserEvents(
  client: AdminClient,
  realm: string,
  id: string,
  types: readonly string[],
  { first, max }: Pick<PageRequest, "first" | "max">,
  signal?: AbortSignal,
): Promise<EventRepresentation[]> {
  return client.realms.findEvents(
    { realm, user: id, first, max, ...(types.length > 0 && { type: [...types] }) },
    signal === undefined ? undefined : { signal },
  );
}

function eventsConfigQuery(client: AdminClient, realm: string) {
  return queryOptions({
    queryKey: [...usersKeys.all(realm), "events-config"] as const,
    queryFn: () => client.realms.getConfigEvents({ realm }),
    staleTime: 60_000,
  });
}

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
