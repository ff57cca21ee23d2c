import { describe, expect, it } from "vitest";
import {
  chunks,
  formatDuration,
  incompleteBatches,
  missingIndexes,
  ranges,
  resumeIndex,
  runPool,
} from "./seed-plan";

describe("seed plan", () => {
  it("splits a series into batches, the last one short", () => {
    expect(ranges(1_050, 500)).toEqual([
      { start: 0, end: 500 },
      { start: 500, end: 1_000 },
      { start: 1_000, end: 1_050 },
    ]);
    expect(ranges(1_050, 500, 1_000)).toEqual([{ start: 1_000, end: 1_050 }]);
    expect(ranges(10, 5, 10)).toEqual([]);
    expect(() => ranges(10, 0)).toThrow(/at least 1/);
  });

  it("resumes far enough back to close gaps left by batches that were in flight", () => {
    expect(resumeIndex(0, 500, 2)).toBe(0);
    expect(resumeIndex(999, 500, 2)).toBe(0);
    expect(resumeIndex(3_000, 500, 2)).toBe(2_000);
    expect(resumeIndex(3_250, 500, 2)).toBe(2_000);
  });

  it("finds the names the server does not hold", () => {
    const have = new Set(["a-1", "a-3"]);
    expect(missingIndexes(4, (i) => `a-${String(i)}`, have)).toEqual([0, 2]);
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("never runs more tasks at once than allowed, and runs them all", async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    const tasks = Array.from({ length: 7 }, (_, index) => async () => {
      running++;
      peak = Math.max(peak, running);
      await Promise.resolve();
      await Promise.resolve();
      running--;
      done.push(index);
    });
    await runPool(tasks, 3);
    expect(peak).toBe(3);
    expect(done.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("stops starting tasks after one fails and reports the failure", async () => {
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, (_, index) => async () => {
      started.push(index);
      await Promise.resolve();
      if (index === 0) throw new Error("batch 0 refused");
    });
    await expect(runPool(tasks, 1)).rejects.toThrow("batch 0 refused");
    expect(started).toEqual([0]);
  });

  it("formats durations for progress lines", () => {
    expect(formatDuration(12_345)).toBe("12.3 s");
    expect(formatDuration(65_000)).toBe("1 min 05 s");
  });

  it("keeps the batches whose first or last name the server lacks, probing only those two", async () => {
    const held = new Set(["r0", "r1", "r2", "r3", "r5", "r8"]);
    const probed: string[] = [];
    const batches = [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7, 8],
      [9, 10],
    ];
    const left = await incompleteBatches(
      batches,
      (i) => `r${String(i)}`,
      async (name) => {
        probed.push(name);
        await Promise.resolve();
        return held.has(name);
      },
      2,
    );
    expect(left).toEqual([
      [6, 7, 8],
      [9, 10],
    ]);
    expect(probed).not.toContain("r1");
    expect(probed).not.toContain("r4");
  });
});
