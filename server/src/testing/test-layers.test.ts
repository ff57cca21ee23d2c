import { describe, expect, it } from "vitest";
import { formatDuration, formatSummary } from "./test-layers";

describe("test layer summary", () => {
  it("shows seconds under a minute and minutes with padded seconds above", () => {
    expect(formatDuration(4_250)).toBe("4.3 s");
    expect(formatDuration(65_000)).toBe("1 m 05 s");
    expect(formatDuration(1_206_000)).toBe("20 m 06 s");
  });

  it("lists every layer with its time and outcome, then the total", () => {
    const summary = formatSummary(
      [
        { name: "lint", outcome: "passed", durationMs: 30_000 },
        { name: "unit", outcome: "failed", durationMs: 95_000 },
        { name: "e2e", outcome: "not run", durationMs: 0 },
      ],
      125_000,
    ).split("\n");
    expect(summary[0]).toBe("Test time by layer:");
    expect(summary[1]).toMatch(/^ {2}lint +30\.0 s {2}passed$/);
    expect(summary[2]).toMatch(/^ {2}unit +1 m 35 s {2}failed$/);
    expect(summary[3]).toMatch(/^ {2}e2e +- {2}not run$/);
    expect(summary[4]).toMatch(/^ {2}total +2 m 05 s {2}failed$/);
  });
});
