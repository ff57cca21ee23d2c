import type { BrowserContext, Page } from "@playwright/test";
import { serverTime } from "./page-probes";
import { findReady, toLocator, type ReadySpec } from "./readiness";

export const readyTimeoutMs = 60_000;
/** How long the page's own watcher may lag behind Playwright's sight of the element. */
const watcherGraceMs = 5_000;

export interface StepResult {
  ms: number;
  serverMs: number;
  /** The step's window on the page's clock, for figures read from the page afterwards. */
  window?: { start: number; readyAt: number };
}

/** What a watcher records, on the page's clock: when the action started and the element showed. */
export interface WatchRecord {
  start?: number;
  readyAt?: number;
  /** Why the watcher stopped without an answer (its check threw). */
  error?: string;
}

/** The events that start the clock: the first input the action sends to the page. */
export const actionEvents = ["pointerdown", "mousedown", "keydown", "input", "click"] as const;

/**
 * Runs inside the page (self-contained). Records in `window[key]` when the action starts (the
 * first input event, or now when `startNow`) and the first animation frame after it in which
 * `find` sees the element. It checks only frames in which something changed (the DOM, a loaded
 * file, a finished transition), so it adds little work to the console it times. With `hash`, it
 * starts the clock and moves the console there the way a link does.
 */
export function watchReadiness(
  find: typeof findReady,
  spec: ReadySpec,
  key: string,
  startNow: boolean,
  events: readonly string[],
  hash?: string,
): void {
  const state: WatchRecord = {};
  (window as unknown as Record<string, WatchRecord>)[key] = state;
  let dirty = true;
  const markDirty = () => {
    dirty = true;
  };
  // The clock starts as the first input event is dispatched (captured before the console sees it).
  const onInput = () => {
    state.start ??= performance.now();
  };
  const observer = new MutationObserver(markDirty);
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  const changeEvents = ["load", "transitionend", "animationend"];
  for (const type of events) window.addEventListener(type, onInput, true);
  for (const type of changeEvents) window.addEventListener(type, markDirty, true);
  const frame = () => {
    if (dirty && state.start !== undefined) {
      dirty = false;
      let found = false;
      try {
        found = find(spec, document) !== null;
      } catch (error) {
        state.error = String(error);
      }
      if (found || state.error !== undefined) {
        if (found) state.readyAt = performance.now();
        observer.disconnect();
        for (const type of events) window.removeEventListener(type, onInput, true);
        for (const type of changeEvents) window.removeEventListener(type, markDirty, true);
        return;
      }
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  if (startNow) state.start = performance.now();
  if (hash !== undefined) window.location.hash = hash;
}

/** The watcher as a script for the page, with the finder it uses. */
export function watcherScript(spec: ReadySpec, key: string, startNow: boolean, hash?: string) {
  const args = [spec, key, startNow, actionEvents, ...(hash === undefined ? [] : [hash])]
    .map((arg) => JSON.stringify(arg))
    .join(", ");
  return `(${watchReadiness.toString()})(${findReady.toString()}, ${args});`;
}

/**
 * The script runner here keeps function names with a helper (`__name`) that the page lacks;
 * this gives every document of the context an identity stand-in before anything else runs.
 */
export async function allowNamedFunctions(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: "globalThis.__name ??= (target) => target;" });
}

/** Duration of a watched step, from its record; throws when the watcher missed either end. */
export function elapsed(record: WatchRecord | undefined): { start: number; readyAt: number } {
  if (record?.error !== undefined) throw new Error(`The page's watcher failed: ${record.error}`);
  if (record?.start === undefined) throw new Error("The action sent no input event to the page.");
  if (record.readyAt === undefined)
    throw new Error("The page's watcher never saw the element that Playwright saw.");
  return { start: record.start, readyAt: record.readyAt };
}

/** Waits (briefly) for the page's watcher to record readiness, and returns its record. */
export async function watcherRecord(page: Page, key: string): Promise<WatchRecord | undefined> {
  try {
    await page.waitForFunction(
      (name) =>
        ((window as unknown as Record<string, WatchRecord | undefined>)[name]?.readyAt ??
          (window as unknown as Record<string, WatchRecord | undefined>)[name]?.error) !==
        undefined,
      key,
      { timeout: watcherGraceMs },
    );
  } catch {
    // Reported by elapsed() with what is missing.
  }
  return page.evaluate(
    (name) => (window as unknown as Record<string, WatchRecord | undefined>)[name],
    key,
  );
}

const stepKey = "__benchStep";

/**
 * Times one step inside an open console on the page's clock: from the action's first input
 * event (or the hash change) until the first frame in which the readiness element shows.
 * Playwright's own wait must agree that it shows; the server's share comes from resource timings.
 */
export async function timedStep(
  page: Page,
  action: (() => Promise<void>) | { hash: string },
  ready: ReadySpec,
): Promise<StepResult> {
  const hash = typeof action === "function" ? undefined : action.hash;
  await page.evaluate(watcherScript(ready, stepKey, hash !== undefined, hash));
  if (typeof action === "function") await action();
  await toLocator(page, ready).waitFor({ state: "visible", timeout: readyTimeoutMs });
  const { start, readyAt } = elapsed(await watcherRecord(page, stepKey));
  return {
    ms: readyAt - start,
    serverMs: await serverTime(page, start, readyAt),
    window: { start, readyAt },
  };
}

/** Moves the console to another of its addresses the way a link does: the hash changes. */
export async function goToHash(page: Page, hash: string): Promise<void> {
  await page.evaluate((target) => {
    window.location.hash = target;
  }, hash);
}
