import type { EventRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import { eventQueryOf, type EventFilters } from "@/shared/events/event-filters";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { eventsKeys } from "./keys";

/**
 * The realm's user events, newest first, narrowed on the server by the search form's filters and
 * paged by the server: the user events table's query.
 */
export function userEventsQuery(
  client: AdminClient,
  realm: string,
  filters: EventFilters,
): TableQuery<EventRepresentation> {
  return {
    queryKey: eventsKeys.userEvents(realm, filters),
    loader: ({ first, max }, signal) =>
      client.realms.findEvents({ realm, first, max, ...eventQueryOf(filters) }, { signal }),
    staleTime: 10_000,
  };
}
