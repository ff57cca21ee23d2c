import type { EventRepresentation } from "@gatehouse/admin-client";
import { Label, Stack } from "@patternfly/react-core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/shared/ui/table/data-table";
import type { TableQuery } from "@/shared/ui/table/table-page-query";
import { FilteredEmptyState } from "@/shared/ui/table/table-states";
import { useTableState } from "@/shared/ui/table/use-table-state";
import { DateTime } from "@/shared/ui/time/date-time";
import { EventDetails, hasEventDetails } from "./event-details";
import { EventFilterLabels } from "./event-filter-labels";
import { EventFiltersForm } from "./event-filters-form";
import {
  addressOfEventFilters,
  eventFilterNames,
  eventFiltersFromAddress,
  hasEventFilters,
  noEventFilters,
  type EventFilters,
} from "./event-filters";

interface EmptyTexts {
  title: string;
  body: string;
}

/**
 * User events searched by the server: the search form, the applied filters as labels, and the
 * paged table whose rows open to their details. The filters live in the address with the table's
 * page, so Back, reload and a shared link keep them. The realm's events page shows every user's
 * (with a user column and filter); a user's events tab shows one user's.
 */
export function UserEventsSearch({
  query,
  userCell,
  ariaLabel,
  empty,
  noMatch,
  aboveTable,
}: {
  /** The events matching the filters, a page at a time. */
  query: (filters: EventFilters) => TableQuery<EventRepresentation>;
  /** With it, the form searches by user and the table has a user column showing this. */
  userCell?: (event: EventRepresentation) => ReactNode;
  ariaLabel: string;
  /** What the table says when the realm or user has no events at all. */
  empty: EmptyTexts;
  /** What it says when events exist but none matches the filters. */
  noMatch: EmptyTexts;
  /** Shown between the filters and the table, for the filters applied (the events chart). */
  aboveTable?: (filters: EventFilters) => ReactNode;
}) {
  const { t } = useTranslation();
  const table = useTableState({ filterNames: eventFilterNames });
  const fromAddress = eventFiltersFromAddress(table.filters);
  // Without a user column the user is the caller's: one named in a hand-edited address is ignored.
  const filters = userCell === undefined ? { ...fromAddress, user: "" } : fromAddress;
  const apply = (next: EventFilters) => {
    table.setFilters(addressOfEventFilters(next));
  };
  const userColumn =
    userCell === undefined ? [] : [{ id: "user", title: t("events.user.user"), cell: userCell }];

  return (
    <Stack hasGutter>
      <EventFiltersForm applied={filters} onApply={apply} withUser={userCell !== undefined} />
      <EventFilterLabels applied={filters} onChange={apply} />
      {aboveTable?.(filters)}
      <DataTable<EventRepresentation>
        state={table}
        ariaLabel={ariaLabel}
        {...query(filters)}
        isSearchable={false}
        rowKey={(event) => event.id ?? `${String(event.time)}-${event.type ?? ""}`}
        rowLabel={(event) => `${event.type ?? ""} ${event.userId ?? event.clientId ?? ""}`.trim()}
        columns={[
          {
            id: "time",
            title: t("events.user.time"),
            cell: (event) => (event.time === undefined ? null : <DateTime value={event.time} />),
          },
          ...userColumn,
          {
            id: "type",
            title: t("events.filters.type"),
            cell: (event) => (
              <Label isCompact color={event.error === undefined ? "grey" : "red"}>
                {event.type}
              </Label>
            ),
          },
          { id: "client", title: t("events.filters.client"), cell: (event) => event.clientId },
          { id: "ip", title: t("events.filters.ipAddress"), cell: (event) => event.ipAddress },
          { id: "error", title: t("events.filters.error"), cell: (event) => event.error },
        ]}
        expandedContent={(event) =>
          hasEventDetails(event) ? <EventDetails event={event} /> : undefined
        }
        emptyState={
          <FilteredEmptyState
            isFiltered={hasEventFilters(filters)}
            noMatch={noMatch}
            empty={empty}
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
