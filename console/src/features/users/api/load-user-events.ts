import type { EventRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { PageRequest } from "@/shared/ui/table/table-types";
import { eventQueryOf, type EventFilters } from "@/shared/events/event-filters";

/**
 * One page of the user's events, newest first, narrowed by the tab's filters (types, client,
 * days, IP address) on the server: the events table's loader, cached under `usersKeys.events`.
 */
export function loadUserEvents(
  client: AdminClient,
  realm: string,
  id: string,
  filters: EventFilters,
  { first, max }: Pick<PageRequest, "first" | "max">,
  signal?: AbortSignal,
): Promise<EventRepresentation[]> {
  return client.realms.findEvents(
    { realm, first, max, ...eventQueryOf(filters), user: id },
    signal === undefined ? undefined : { signal },
  );
}
