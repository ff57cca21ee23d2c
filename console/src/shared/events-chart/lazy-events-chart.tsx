import { Skeleton } from "@patternfly/react-core";
import { lazy, Suspense, type ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import type { EventsChart } from "./events-chart";

// The charting library is large: it is loaded on first use, in its own chunk.
const LazyChart = lazy(async () => {
  const module = await import("./events-chart");
  return { default: module.EventsChart };
});

/** The events chart, with a skeleton while its code downloads. */
export function LazyEventsChart(props: ComponentProps<typeof EventsChart>) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<Skeleton height="220px" screenreaderText={t("events.chart.loading")} />}>
      <LazyChart {...props} />
    </Suspense>
  );
}
