import {
  Chart,
  ChartAxis,
  ChartBar,
  ChartStack,
  ChartTooltip,
} from "@patternfly/react-charts/victory";
import type { EventCounts } from "./event-buckets";

/**
 * The stacked bars of events per type and hour or day. In a module of its own so the charting
 * library is downloaded only by the pages that draw it (`lazy-events-chart.tsx`).
 */
export function EventsChart({
  counts,
  title,
  description,
  formatBucket,
}: {
  counts: EventCounts;
  title: string;
  description: string;
  /** The bucket's start as the axis and tooltips show it, in the administrator's locale. */
  formatBucket: (start: number) => string;
}) {
  const every = Math.max(1, Math.ceil(counts.buckets.length / 8));
  return (
    <Chart
      ariaTitle={title}
      ariaDesc={description}
      height={220}
      width={800}
      padding={{ top: 16, bottom: 48, left: 48, right: 16 }}
      domainPadding={{ x: 12 }}
      legendData={counts.series.map((series) => ({ name: `${series.type} (${series.total})` }))}
      legendPosition="bottom"
    >
      <ChartAxis
        tickValues={counts.buckets.map((_start, index) => index)}
        tickFormat={(index: number) =>
          index % every === 0 ? formatBucket(counts.buckets[index] ?? 0) : ""
        }
      />
      <ChartAxis
        dependentAxis
        tickFormat={(value: number) => (Number.isInteger(value) ? value : "")}
      />
      <ChartStack>
        {counts.series.map((series) => (
          <ChartBar
            key={series.type}
            name={series.type}
            data={series.counts.map((count, index) => ({
              x: index,
              y: count,
              label: `${series.type} ${formatBucket(counts.buckets[index] ?? 0)}: ${String(count)}`,
            }))}
            labelComponent={<ChartTooltip />}
          />
        ))}
      </ChartStack>
    </Chart>
  );
}
