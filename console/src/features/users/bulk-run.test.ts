import { describe, expect, it } from "vitest";
import { runBulk, type BulkProgress } from "./bulk-run";

describe("runBulk", () => {
  it("tries every item, reports progress after each and returns every failure in item order", async () => {
    const progress: BulkProgress[] = [];
    const outcome = await runBulk(
      ["a", "b", "c", "d", "e"],
      (item) =>
        item === "b" || item === "e" ? Promise.reject(new Error(`no ${item}`)) : Promise.resolve(),
      (step) => progress.push(step),
      { concurrency: 2 },
    );
    expect(outcome.failures.map((failure) => failure.item)).toEqual(["b", "e"]);
    expect(outcome.failures.map((failure) => (failure.error as Error).message)).toEqual([
      "no b",
      "no e",
    ]);
    expect(outcome).toMatchObject({ total: 5, attempted: 5, stopped: false });
    expect(progress.at(0)).toEqual({ done: 0, total: 5 });
    expect(progress.at(-1)).toEqual({ done: 5, total: 5 });
    expect(progress).toHaveLength(6);
  });

  it("lists failures in item order even when later items fail first", async () => {
    const delays = [30, 20, 10, 0];
    const outcome = await runBulk(
      [0, 1, 2, 3],
      (item) =>
        new Promise((_resolve, reject) => {
          setTimeout(() => {
            reject(new Error(String(item)));
          }, delays[item]);
        }),
      () => undefined,
      { concurrency: 4 },
    );
    expect(outcome.failures.map((failure) => failure.item)).toEqual([0, 1, 2, 3]);
  });

  it("keeps the order of 50,000 failures and finishes quickly", async () => {
    const items = Array.from({ length: 50_000 }, (_, index) => ({ index }));
    const started = performance.now();
    const outcome = await runBulk(
      items,
      // Odd items answer a turn later, so failures finish out of item order.
      async (item) => {
        if (item.index % 2 === 1) await Promise.resolve();
        throw new Error("refused");
      },
      () => undefined,
    );
    const elapsed = performance.now() - started;
    expect(outcome.failures).toHaveLength(50_000);
    expect(outcome.failures.every((failure, index) => failure.item.index === index)).toBe(true);
    // The former indexOf sort took minutes here; one pass and one sort take well under a second.
    expect(elapsed).toBeLessThan(2_000);
  });

  it("starts no item after a stop and lets the ones in flight finish", async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const finished: number[] = [];
    const outcome = await runBulk(
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
      async (item) => {
        started.push(item);
        // The third item asks to stop while two others are still running.
        if (item === 3) controller.abort();
        await new Promise((resolve) => setTimeout(resolve, 5));
        finished.push(item);
      },
      () => undefined,
      { concurrency: 3, signal: controller.signal },
    );
    expect(started).toEqual([1, 2, 3]);
    expect(finished.sort()).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ total: 10, attempted: 3, failures: [], stopped: true });
  });

  it("runs no more actions at once than allowed", async () => {
    let running = 0;
    let peak = 0;
    await runBulk(
      [1, 2, 3, 4, 5, 6, 7],
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await Promise.resolve();
        running -= 1;
      },
      () => undefined,
      { concurrency: 3 },
    );
    expect(peak).toBe(3);
  });

  it("finishes at once for no items", async () => {
    const progress: BulkProgress[] = [];
    const outcome = await runBulk(
      [],
      () => Promise.resolve(),
      (step) => progress.push(step),
    );
    expect(outcome).toEqual({ total: 0, attempted: 0, failures: [], stopped: false });
    expect(progress).toEqual([{ done: 0, total: 0 }]);
  });
});
