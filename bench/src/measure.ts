import type { Locator, Page } from "@playwright/test";
import { pageNow, serverTime } from "./page-probes";

export const readyTimeoutMs = 60_000;

export interface StepResult {
  ms: number;
  serverMs: number;
}

/**
 * Times one step inside an open console: from the moment the action starts until the readiness
 * locator is visible, with the server's share of that time from the page's resource timings.
 */
export async function timedStep(
  page: Page,
  action: () => Promise<void>,
  ready: Locator,
): Promise<StepResult> {
  const from = await pageNow(page);
  const started = performance.now();
  await action();
  await ready.waitFor({ state: "visible", timeout: readyTimeoutMs });
  const ms = performance.now() - started;
  const until = await pageNow(page);
  return { ms, serverMs: await serverTime(page, from, until) };
}

/** Moves the console to another of its addresses the way a link does: the hash changes. */
export async function goToHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}
