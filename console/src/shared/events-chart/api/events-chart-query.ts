import type { EventRepresentation } from "@gatehouse/admin-client";
import { queryOptions } from "@tanstack/react-query";
import type { AdminClient } from "@/shared/api/admin-client";
import { eventQueryOf, type EventFilters } from "@/shared/events/event-filters";
import { chartEventLimit } from "../event-buckets";

/** Query keys of the events chart. */
export const eventsChartKeys = {
  chart: (realm: string, filters: EventFilters) =>
    ["events", realm, "chart", { ...filters, types: [...filters.types].sort() }] as const,
};

/**
 * The newest events of a search, up to the chart's limit and one more, so the chart can tell that
 * the range holds more than it counted. One request, whatever the range.
 */
export function eventsChartQuery(client: AdminClient, realm: string, filters: EventFilters) {
  return queryOptions({
    queryKey: eventsChartKeys.chart(realm, filters),
    queryFn: ({ signal }): Promise<EventRepresentation[]> =>
      client.realms.findEvents(
        { realm, first: 0, max: chartEventLimit + 1, ...eventQueryOf(filters) },
        { signal },
      ),
    staleTime: 30_000,
  });
}
