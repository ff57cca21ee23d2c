import { describe, expect, it } from "vitest";
import type { Sample } from "./metrics";
import { buildRows, formatValue, markdownTable } from "./report";

const sample = (
  console: Sample["console"],
  metric: Sample["metric"],
  value: number,
  serverMs?: number,
): Sample => ({
  console,
  metric,
  pair: 1,
  value,
  ...(serverMs === undefined ? {} : { serverMs }),
});

describe("report", () => {
  it("puts medians, ratio, ranges and server time in one row per figure", () => {
    const rows = buildRows(
      [
        sample("gatehouse", "first-load-cold", 100, 10),
        sample("gatehouse", "first-load-cold", 300, 30),
        sample("gatehouse", "first-load-cold", 200, 20),
        sample("built-in", "first-load-cold", 400, 40),
        sample("built-in", "first-load-cold", 600, 60),
      ],
      [],
      {},
    );
    const row = rows.find((r) => r.metric === "first-load-cold");
    expect(row).toMatchObject({
      gatehouse: { median: 200, min: 100, max: 300, n: 3 },
      builtIn: { median: 500, min: 400, max: 600, n: 2 },
      ratio: 0.4,
      gatehouseServerMs: 20,
      builtInServerMs: 50,
    });
    expect(markdownTable(rows)).toContain(
      "| 1. First load, cold (home interactive) | 200 ms | 500 ms | 0.40 | 100 ms – 300 ms | 400 ms – 600 ms | 20 / 50 ms |",
    );
  });

  it("marks a scenario pending for Gatehouse, and the heap after pages with it", () => {
    const rows = buildRows([sample("built-in", "groups-top", 900, 300)], [], {
      groups: "shows its Page Not Found screen",
    });
    const table = markdownTable(rows);
    expect(table).toContain(
      "| 3. Groups: top level shows | pending | 900 ms | — | — | 900 ms – 900 ms | pending / 300 ms |",
    );
    expect(rows.find((r) => r.metric === "heap-after-pages")?.pending).toMatch(/groups/);
    expect(rows.find((r) => r.metric === "users-list")?.pending).toBeUndefined();
  });

  it("keeps only the first load and the chosen scenarios with --only", () => {
    const rows = buildRows(
      [
        sample("gatehouse", "sessions-list", 300, 100),
        sample("built-in", "sessions-list", 900, 400),
        sample("gatehouse", "sessions-requests", 3),
        sample("built-in", "sessions-requests", 5),
      ],
      [],
      { users: "shows its Page Not Found screen" },
      ["sessions"],
    );
    expect(rows.map((row) => row.metric)).toContain("first-load-cold");
    expect(rows.map((row) => row.metric)).toContain("heap-first-load");
    expect(rows.map((row) => row.metric)).not.toContain("users-list");
    expect(rows.map((row) => row.metric)).not.toContain("heap-after-pages");
    expect(markdownTable(rows)).toContain(
      "| 7. Sessions: first page's rows | 300 ms | 900 ms | 0.33 | 300 ms – 300 ms | 900 ms – 900 ms | 100 / 400 ms |",
    );
    expect(markdownTable(rows)).toContain(
      "| 7. Sessions: API requests until then | 3 | 5 | 0.60 |",
    );
  });

  it("does not hold the heap after pages 2–5 back for a pending sessions page", () => {
    const rows = buildRows([], [], { sessions: "shows its Page Not Found screen" });
    expect(rows.find((r) => r.metric === "heap-after-pages")?.pending).toBeUndefined();
    expect(rows.find((r) => r.metric === "sessions-list")?.pending).toMatch(/Not Found/);
  });

  it("says when a step failed instead of showing nothing", () => {
    const rows = buildRows(
      [],
      [{ console: "built-in", metric: "users-list", pair: 1, message: "timeout" }],
      {},
    );
    expect(markdownTable(rows)).toMatch(/\| 2\. Users: first page's rows \| — \| failed ×1 \|/);
  });

  it("shows bytes in KiB, large ones in MiB", () => {
    expect(formatValue(1536, "bytes")).toBe("1.5 KiB");
    expect(formatValue(12 * 1024 * 1024, "bytes")).toBe("12.0 MiB");
    expect(formatValue(1234.4, "ms")).toBe("1,234 ms");
    expect(formatValue(77, "count")).toBe("77");
  });
});
