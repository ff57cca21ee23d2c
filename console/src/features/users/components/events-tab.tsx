import type { EventRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import { Label, Stack } from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
import { FilteredEmptyState } from "@/shared/ui/table/table-states";
import { DataTable } from "@/shared/ui/table/data-table";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { DateTime } from "@/shared/ui/time/date-time";
import { usersKeys } from "../api/keys";
import { loadUserEvents } from "../api/load-user-events";
import {
  addressOfEventFilters,
  eventFilterNames,
  eventFiltersFromAddress,
  hasEventFilters,
  noEventFilters,
  type EventFilters,
} from "@/shared/events/event-filters";
import { EventDetails, hasEventDetails } from "@/shared/events/event-details";
import { EventFilterLabels } from "@/shared/events/event-filter-labels";
import { EventFiltersForm } from "@/shared/events/event-filters-form";

/**
 * The user's events (logins, failures, updates …), paged by the server and filtered there by type,
 * client, days and IP address; the filters live in the address with the table's page.
 */
export function EventsTab({ user }: { user: UserRepresentation }) {
  const { t } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const userId = user.id ?? "";
  const table = useTableState({ filterNames: eventFilterNames });
  // The tab's user is the one shown; a user named in a hand-edited address is not searched.
  const filters = { ...eventFiltersFromAddress(table.filters), user: "" };
  const apply = (next: EventFilters) => {
    table.setFilters(addressOfEventFilters(next));
  };

  return (
    <Stack hasGutter>
      <EventFiltersForm applied={filters} onApply={apply} />
      <EventFilterLabels applied={filters} onChange={apply} />
      <DataTable<EventRepresentation>
        state={table}
        ariaLabel={t("users.events.tableLabel")}
        queryKey={usersKeys.events(realm, userId, filters)}
        loader={(request, signal) =>
          loadUserEvents(client, realm, userId, filters, request, signal)
        }
        isSearchable={false}
        rowKey={(event) => event.id ?? `${String(event.time)}-${event.type ?? ""}`}
        rowLabel={(event) => `${event.type ?? ""} ${event.clientId ?? ""}`.trim()}
        columns={[
          {
            id: "time",
            title: t("users.events.time"),
            cell: (event) => (event.time === undefined ? null : <DateTime value={event.time} />),
          },
          {
            id: "type",
            title: t("users.events.type"),
            cell: (event) => (
              <Label isCompact color={event.error === undefined ? "grey" : "red"}>
                {event.type}
              </Label>
            ),
          },
          { id: "client", title: t("users.events.client"), cell: (event) => event.clientId },
          { id: "ip", title: t("users.events.ipAddress"), cell: (event) => event.ipAddress },
          { id: "error", title: t("users.events.error"), cell: (event) => event.error },
        ]}
        expandedContent={(event) =>
          hasEventDetails(event) ? <EventDetails event={event} /> : undefined
        }
        emptyState={
          <FilteredEmptyState
            isFiltered={hasEventFilters(filters)}
            noMatch={{ title: t("users.events.noMatchTitle"), body: t("users.events.noMatchBody") }}
            empty={{ title: t("users.events.emptyTitle"), body: t("users.events.emptyBody") }}
            clearLabel={t("users.events.clearFilters")}
            onClear={() => {
              apply(noEventFilters);
            }}
          />
        }
      />
    </Stack>
  );
}
