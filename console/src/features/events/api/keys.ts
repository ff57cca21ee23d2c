import type { EventFilters } from "@/shared/events/event-filters";
import type { AdminEventFilters } from "../admin-event-filters";

/** Query keys of the events area; every query of the events page goes through these. */
export const eventsKeys = {
  all: (realm: string) => ["events", realm] as const,
  /** The realm's user event pages under some filters; the table appends the page request. */
  userEvents: (realm: string, filters: EventFilters) =>
    ["events", realm, "user", { ...filters, types: [...filters.types].sort() }] as const,
  /** The realm's admin event pages under some filters; the table appends the page request. */
  adminEvents: (realm: string, filters: AdminEventFilters) =>
    [
      "events",
      realm,
      "admin",
      {
        ...filters,
        resourceTypes: [...filters.resourceTypes].sort(),
        operationTypes: [...filters.operationTypes].sort(),
      },
    ] as const,
};
