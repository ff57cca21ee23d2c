import type { EventRepresentation, UserRepresentation } from "@gatehouse/admin-client";
import {
  Button,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  EmptyState,
  EmptyStateBody,
  EmptyStateFooter,
  Label,
  Stack,
} from "@patternfly/react-core";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { useRealm } from "@/shared/api/realm";
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
} from "../event-filters";
import { EventFilterLabels } from "./event-filter-labels";
import { EventFiltersForm } from "./event-filters-form";

function EventDetails({ event }: { event: EventRepresentation }) {
  const { t } = useTranslation();
  const entries = Object.entries(event.details ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <DescriptionList isCompact isHorizontal aria-label={t("users.events.details")}>
      {event.sessionId !== undefined && (
        <DescriptionListGroup>
          <DescriptionListTerm>{t("users.events.sessionId")}</DescriptionListTerm>
          <DescriptionListDescription>{event.sessionId}</DescriptionListDescription>
        </DescriptionListGroup>
      )}
      {entries.map(([key, value]) => (
        <DescriptionListGroup key={key}>
          <DescriptionListTerm>{key}</DescriptionListTerm>
          <DescriptionListDescription>{value}</DescriptionListDescription>
        </DescriptionListGroup>
      ))}
    </DescriptionList>
  );
}

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
  const filters = eventFiltersFromAddress(table.filters);
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
          event.details === undefined && event.sessionId === undefined ? undefined : (
            <EventDetails event={event} />
          )
        }
        emptyState={
          hasEventFilters(filters) ? (
            <EmptyState headingLevel="h2" titleText={t("users.events.noMatchTitle")}>
              <EmptyStateBody>{t("users.events.noMatchBody")}</EmptyStateBody>
              <EmptyStateFooter>
                <Button
                  variant="link"
                  onClick={() => {
                    apply(noEventFilters);
                  }}
                >
                  {t("users.events.clearFilters")}
                </Button>
              </EmptyStateFooter>
            </EmptyState>
          ) : (
            <EmptyState headingLevel="h2" titleText={t("users.events.emptyTitle")}>
              <EmptyStateBody>{t("users.events.emptyBody")}</EmptyStateBody>
            </EmptyState>
          )
        }
      />
    </Stack>
  );
}
