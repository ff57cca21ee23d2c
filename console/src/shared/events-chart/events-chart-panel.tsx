import { Alert, ExpandableSection, Skeleton, Stack, Title } from "@patternfly/react-core";
import { Table, Tbody, Td, Th, Thead, Tr } from "@patternfly/react-table";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAdminClient } from "@/shared/api/admin-client";
import { errorMessage } from "@/shared/api/error-message";
import { useRealm } from "@/shared/api/realm";
import type { EventFilters } from "@/shared/events/event-filters";
import { eventsChartQuery } from "./api/events-chart-query";
import { chartEventLimit, countEvents, rangeOfDays } from "./event-buckets";
import { LazyEventsChart } from "./lazy-events-chart";

/**
 * Events per type over the range of a search, above the events it counts: a chart for the eye and
 * the same counts as a table for screen readers and for reading exact numbers. It counts up to
 * `chartEventLimit` of the newest events and says so when the search holds more.
 */
export function EventsChartPanel({
  filters,
  title: ownTitle,
  headingLevel = "h2",
}: {
  filters: EventFilters;
  /** The chart's heading; "Events per type" when left out. */
  title?: string;
  headingLevel?: "h2" | "h3";
}) {
  const { t, i18n } = useTranslation();
  const client = useAdminClient();
  const realm = useRealm();
  const [isTableShown, setTableShown] = useState(false);
  const query = useQuery(eventsChartQuery(client, realm, filters));

  if (query.isPending)
    return <Skeleton height="220px" screenreaderText={t("events.chart.loading")} />;
  if (query.isError) {
    return (
      <Alert variant="danger" isInline title={t("events.chart.failed")}>
        {errorMessage(query.error, t).message}
      </Alert>
    );
  }
  const isCut = query.data.length > chartEventLimit;
  const events = query.data.slice(0, chartEventLimit).map((event) => ({
    time: event.time,
    type: event.type ?? "",
  }));
  const counts = countEvents(events, isCut ? {} : rangeOfDays(filters.dateFrom, filters.dateTo));
  const format = new Intl.DateTimeFormat(
    i18n.language,
    counts.bucketSize === "day"
      ? { month: "short", day: "numeric" }
      : { month: "short", day: "numeric", hour: "numeric" },
  );
  const title = ownTitle ?? t("events.chart.title");
  if (counts.total === 0) return null;
  return (
    <Stack hasGutter>
      <Title headingLevel={headingLevel}>{title}</Title>
      {isCut && (
        <Alert
          variant="info"
          isInline
          isPlain
          title={t("events.chart.limited", { limit: chartEventLimit })}
        />
      )}
      <LazyEventsChart
        counts={counts}
        title={title}
        description={t(
          counts.bucketSize === "day"
            ? "events.chart.descriptionDays"
            : "events.chart.descriptionHours",
          { total: counts.total },
        )}
        formatBucket={(start) => format.format(start)}
      />
      <ExpandableSection
        toggleText={t(isTableShown ? "events.chart.hideCounts" : "events.chart.showCounts")}
        isExpanded={isTableShown}
        onToggle={(_event, expanded) => {
          setTableShown(expanded);
        }}
      >
        <Table
          variant="compact"
          aria-label={t("events.chart.countsLabel")}
          data-testid="events-chart-counts"
        >
          <Thead>
            <Tr>
              <Th>{t("events.filters.type")}</Th>
              <Th>{t("events.chart.count")}</Th>
            </Tr>
          </Thead>
          <Tbody>
            {counts.series.map((series) => (
              <Tr key={series.type}>
                <Td dataLabel={t("events.filters.type")}>{series.type}</Td>
                <Td dataLabel={t("events.chart.count")}>{series.total}</Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </ExpandableSection>
    </Stack>
  );
}
