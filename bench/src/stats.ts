/** Median, minimum and maximum of a series of measurements. */
export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

export function summarize(values: readonly number[]): Summary | undefined {
  if (values.length === 0) return undefined;
  return {
    n: values.length,
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/** Gatehouse divided by built-in: below 1 means Gatehouse needs less (time, bytes, memory). */
export function ratio(
  gatehouse: number | undefined,
  builtIn: number | undefined,
): number | undefined {
  if (gatehouse === undefined || builtIn === undefined || builtIn === 0) return undefined;
  return gatehouse / builtIn;
}

/**
 * Total length of the union of time intervals, optionally clipped to a window: overlapping
 * requests count once, so the figure is how long something was waiting on the server.
 */
export function unionLength(
  intervals: readonly (readonly [number, number])[],
  window: readonly [number, number] = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY],
): number {
  const clipped = intervals
    .map(([start, end]): [number, number] => [Math.max(start, window[0]), Math.min(end, window[1])])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  let total = 0;
  let current: [number, number] | undefined;
  for (const interval of clipped) {
    if (current === undefined || interval[0] > current[1]) {
      if (current !== undefined) total += current[1] - current[0];
      current = [interval[0], interval[1]];
    } else {
      current[1] = Math.max(current[1], interval[1]);
    }
  }
  if (current !== undefined) total += current[1] - current[0];
  return total;
}

/** Whether a request is a call to the Admin REST API (what the server time counts). */
export function isAdminRestCall(url: string): boolean {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  return (
    path.startsWith("/admin/realms/") ||
    path === "/admin/serverinfo" ||
    /^\/admin\/[^/]+\/console\/whoami/.test(path) ||
    path.includes("/ui-ext/")
  );
}
