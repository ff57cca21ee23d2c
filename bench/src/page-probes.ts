import type { BrowserContext, CDPSession, Page } from "@playwright/test";
import { isAdminRestCall, unionLength } from "./stats";

/**
 * Keeps every resource timing entry: the browser stops recording at 250 by default, and a
 * console's first load alone can come close to that.
 */
export async function keepResourceTimings(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    performance.setResourceTimingBufferSize(100_000);
  });
}

/**
 * How long the page waited on the Admin REST API between two moments of its clock: the union of
 * [requestStart, responseEnd] of the API requests that started in the window, clipped to it.
 */
export async function serverTime(page: Page, from: number, until: number): Promise<number> {
  const entries = await page.evaluate(
    (start) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= start)
        .map((entry) => {
          const timing = entry as PerformanceResourceTiming;
          // requestStart is 0 when the browser could not time the request; fall back to fetchStart.
          const begin = timing.requestStart > 0 ? timing.requestStart : timing.fetchStart;
          return { url: timing.name, begin, end: timing.responseEnd };
        }),
    from,
  );
  const intervals = entries
    .filter((entry) => isAdminRestCall(entry.url))
    .map((entry): [number, number] => [entry.begin, entry.end]);
  return unionLength(intervals, [from, until]);
}

/**
 * How many Admin REST API requests started between two moments of the page's clock: a page that
 * asks once per client grows with the realm, one that asks a page at a time does not.
 */
export async function adminRequestCount(page: Page, from: number, until: number): Promise<number> {
  const urls = await page.evaluate(
    ([start, end]) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.startTime >= start && entry.startTime <= end)
        .map((entry) => entry.name),
    [from, until] as const,
  );
  return urls.filter(isAdminRestCall).length;
}

/** JS heap in use after a full garbage collection, in bytes. */
export async function heapAfterGc(session: CDPSession): Promise<number> {
  await session.send("HeapProfiler.collectGarbage");
  const usage = await session.send("Runtime.getHeapUsage");
  return usage.usedSize;
}
