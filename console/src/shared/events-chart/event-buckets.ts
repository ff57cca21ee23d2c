/** How many events the chart counts at most: one request, never a walk through every page. */
export const chartEventLimit = 1000;

export type BucketSize = "hour" | "day";

export interface EventCounts {
  /** The start of each bucket (local time, milliseconds), oldest first, none left out. */
  buckets: number[];
  bucketSize: BucketSize;
  /** Per event type: its count in each bucket, in the order of `buckets`. */
  series: { type: string; counts: number[]; total: number }[];
  /** How many events were counted. */
  total: number;
}

const hour = 60 * 60 * 1000;
/** Up to two days are drawn by the hour; longer ranges by the day. */
const hourlyUpTo = 2 * 24 * hour;
/** A bound on the buckets drawn, whatever range a hand-edited address names. */
const maxBuckets = 400;

function startOf(time: number, size: BucketSize): number {
  const date = new Date(time);
  date.setMinutes(0, 0, 0);
  if (size === "day") date.setHours(0);
  return date.getTime();
}

function next(start: number, size: BucketSize): number {
  const date = new Date(start);
  // By the calendar, so a day with a daylight-saving change stays one bucket.
  if (size === "day") date.setDate(date.getDate() + 1);
  else date.setHours(date.getHours() + 1);
  return date.getTime();
}

/**
 * Counts events per type and per hour or day over a range: the range searched when it has both
 * ends, otherwise the span of the events themselves. Empty buckets are kept, so gaps show.
 */
export function countEvents(
  events: readonly { time?: number | undefined; type: string }[],
  range: { from?: number | undefined; to?: number | undefined } = {},
): EventCounts {
  const times = events.flatMap((event) => (event.time === undefined ? [] : [event.time]));
  const from = range.from ?? (times.length === 0 ? undefined : Math.min(...times));
  const to = range.to ?? (times.length === 0 ? undefined : Math.max(...times));
  if (from === undefined || to === undefined || to < from) {
    return { buckets: [], bucketSize: "hour", series: [], total: 0 };
  }
  const bucketSize: BucketSize = to - from <= hourlyUpTo ? "hour" : "day";
  const buckets: number[] = [];
  for (
    let start = startOf(from, bucketSize);
    start <= to && buckets.length < maxBuckets;
    start = next(start, bucketSize)
  ) {
    buckets.push(start);
  }
  const index = new Map(buckets.map((start, position) => [start, position]));
  const byType = new Map<string, number[]>();
  let total = 0;
  for (const event of events) {
    if (event.time === undefined) continue;
    const position = index.get(startOf(event.time, bucketSize));
    if (position === undefined) continue;
    const counts = byType.get(event.type) ?? buckets.map(() => 0);
    counts[position] = (counts[position] ?? 0) + 1;
    byType.set(event.type, counts);
    total += 1;
  }
  const series = [...byType.entries()]
    .map(([type, counts]) => ({ type, counts, total: counts.reduce((sum, n) => sum + n, 0) }))
    .sort((a, b) => b.total - a.total || a.type.localeCompare(b.type));
  return { buckets, bucketSize, series, total };
}

/** The start and end (inclusive, local time) of `yyyy-MM-dd` days, when given. */
export function rangeOfDays(dateFrom: string, dateTo: string): { from?: number; to?: number } {
  return {
    ...(dateFrom !== "" && { from: new Date(`${dateFrom}T00:00:00`).getTime() }),
    ...(dateTo !== "" && { to: new Date(`${dateTo}T23:59:59.999`).getTime() }),
  };
}
