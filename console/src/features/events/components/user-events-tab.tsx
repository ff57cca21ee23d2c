import type { EventRepresentation } from "@gatehouse/admin-client";
import { Label, Stack } from "@patternfly/react-core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { useAccess } from "@/shared/access/access-context";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { EventDetails, hasEventDetails } from "@/shared/events/event-details";
import { EventFilterLabels } from "@/shared/events/event-filter-labels";
import { EventFiltersForm } from "@/shared/events/event-filters-form";
import {
  addressOfEventFilters,
  eventFilterNames,
  eventFiltersFromAddress,
  hasEventFilters,
  noEventFilters,
  type EventFilters,
} from "@/shared/events/event-filters";
import { toUser } from "@/shared/paths/user-paths";
import { FilteredEmptyState } from "@/shared/ui/table/table-states";
import { DataTable } from "@/shared/ui/table/data-table";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { DateTime } from "@/shared/ui/time/date-time";
import { userEventsQuery } from "../api/user-events-query";
import { EventsChartPanel } from "@/shared/events-chart/events-chart-panel";

/**
 * The realm's user events (sign-ins, failures, token refreshes …), paged and filtered by the
 * server; the filters live in the address with the table's page, and the chart above the table
 * counts the same search.
 */
export function UserEventsTab() {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  // The user's page needs a right to see users; without it the user's id is shown as text.
  const canOpenUsers = useAccess().hasSomeAccess("query-users", "view-users", "manage-users");
  const table = useTableState({ filterNames: eventFilterNames });
  const filters = eventFiltersFromAddress(table.filters);
  const apply = (next: EventFilters) => {
    table.setFilters(addressOfEventFilters(next));
  };

  const userCell = (event: EventRepresentation) => {
    const name = event.details?.["username"] ?? event.userId;
    if (event.userId === undefined) return name;
    return canOpenUsers ? <Link to={toUser({ realm, id: event.userId })}>{name}</Link> : name;
  };

  return (
    <Stack hasGutter>
      <EventFiltersForm applied={filters} onApply={apply} withUser />
      <EventFilterLabels applied={filters} onChange={apply} />
      <EventsChartPanel filters={filters} />
      <DataTable<EventRepresentation>
        state={table}
        ariaLabel={t("events.user.tableLabel")}
        {...userEventsQuery(client, realm, filters)}
        isSearchable={false}
        rowKey={(event) => event.id ?? `${String(event.time)}-${event.type ?? ""}`}
        rowLabel={(event) => `${event.type ?? ""} ${event.userId ?? ""}`.trim()}
        columns={[
          {
            id: "time",
            title: t("events.user.time"),
            cell: (event) => (event.time === undefined ? null : <DateTime value={event.time} />),
          },
          { id: "user", title: t("events.user.user"), cell: userCell },
          {
            id: "type",
            title: t("events.filters.type"),
            cell: (event) => (
              <Label isCompact color={event.error === undefined ? "grey" : "red"}>
                {event.type}
              </Label>
            ),
          },
          { id: "ip", title: t("events.filters.ipAddress"), cell: (event) => event.ipAddress },
          { id: "client", title: t("events.filters.client"), cell: (event) => event.clientId },
        ]}
        expandedContent={(event) =>
          hasEventDetails(event) ? <EventDetails event={event} /> : undefined
        }
        emptyState={
          <FilteredEmptyState
            isFiltered={hasEventFilters(filters)}
            noMatch={{ title: t("events.user.noMatchTitle"), body: t("events.user.noMatchBody") }}
            empty={{ title: t("events.user.emptyTitle"), body: t("events.user.emptyBody") }}
            clearLabel={t("events.filters.clearFilters")}
            onClear={() => {
              apply(noEventFilters);
            }}
          />
        }
      />
    </Stack>
  );
}
