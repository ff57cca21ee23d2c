import type { AdminEventRepresentation } from "@gatehouse/admin-client";
import type { AdminClient } from "@/shared/api/admin-client";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { adminEventQueryOf, type AdminEventFilters } from "../admin-event-filters";
import { eventsKeys } from "./keys";

/**
 * The realm's admin events, newest first, narrowed on the server by the search form's filters and
 * paged by the server: the admin events table's query.
 */
export function adminEventsQuery(
  client: AdminClient,
  realm: string,
  filters: AdminEventFilters,
): TableQuery<AdminEventRepresentation> {
  return {
    queryKey: eventsKeys.adminEvents(realm, filters),
    loader: ({ first, max }, signal) =>
      client.realms.findAdminEvents(
        { realm, first, max, ...adminEventQueryOf(filters) },
        { signal },
      ),
    staleTime: 10_000,
  };
}
