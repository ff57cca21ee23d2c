export type TimeUnit = "second" | "minute" | "hour" | "day";

/** Units from the smallest to the largest. */
export const timeUnits: readonly TimeUnit[] = ["second", "minute", "hour", "day"];

export const unitSeconds: Record<TimeUnit, number> = {
  second: 1,
  minute: 60,
  hour: 3600,
  day: 86400,
};

/**
 * The largest of `units` that divides `seconds` exactly, so 7200 reads "2 hours" rather than
 * "120 minutes"; the smallest unit when none does (or for zero).
 */
export function pickUnit(seconds: number, units: readonly TimeUnit[]): TimeUnit {
  const sorted = [...units].sort((a, b) => unitSeconds[a] - unitSeconds[b]);
  const smallest = sorted[0] ?? "second";
  if (seconds === 0) return smallest;
  return sorted.reverse().find((unit) => seconds % unitSeconds[unit] === 0) ?? smallest;
}

/** Shows at most two decimals: 5400 s in hours is "1.5", not "1.4999…". */
export function formatAmount(amount: number): string {
  return String(Math.round(amount * 100) / 100);
}
