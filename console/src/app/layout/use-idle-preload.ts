import { useEffect } from "react";
import type { AppRoute } from "@/shared/access/app-route";

/**
 * How long after the shell shows before page code is fetched: the page shown first has sent its
 * own requests by then (they start on mount), and the code is in before a person's first click.
 */
const preloadDelayMs = 50;

/**
 * Fetches the code of the pages marked `preloadWhenIdle` once the browser is idle after start-up,
 * so the first visit to them waits only for their data. Failures are ignored: the page then loads
 * on its visit as usual.
 */
export function useIdlePreload(routes: AppRoute[]): void {
  useEffect(() => {
    const pages = routes.filter((route) => route.preloadWhenIdle === true);
    if (pages.length === 0) return;
    let idle: number | undefined;
    const timer = window.setTimeout(() => {
      const run = () => {
        for (const route of pages) void route.Page.preload().catch(() => undefined);
      };
      if ("requestIdleCallback" in window)
        idle = window.requestIdleCallback(run, { timeout: 3000 });
      else run();
    }, preloadDelayMs);
    return () => {
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  }, [routes]);
}
