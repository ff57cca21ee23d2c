import { describe, expect, it } from "vitest";
import { runBulk, type BulkProgress } from "./bulk-run";

describe("runBulk", () => {
  it("tries every item, reports progress after each and returns every failure in item order", async () => {
    const progress: BulkProgress[] = [];
    const failures = await runBulk(
      ["a", "b", "c", "d", "e"],
      (item) =>
        item === "b" || item === "e" ? Promise.reject(new Error(`no ${item}`)) : Promise.resolve(),
      (step) => progress.push(step),
      2,
    );
    expect(failures.map((failure) => failure.item)).toEqual(["b", "e"]);
    expect(failures.map((failure) => (failure.error as Error).message)).toEqual(["no b", "no e"]);
    expect(progress.at(0)).toEqual({ done: 0, total: 5 });
    expect(progress.at(-1)).toEqual({ done: 5, total: 5 });
    expect(progress).toHaveLength(6);
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
      3,
    );
    expect(peak).toBe(3);
  });

  it("finishes at once for no items", async () => {
    const progress: BulkProgress[] = [];
    expect(
      await runBulk(
        [],
        () => Promise.resolve(),
        (step) => progress.push(step),
      ),
    ).toEqual([]);
    expect(progress).toEqual([{ done: 0, total: 0 }]);
  });
});
