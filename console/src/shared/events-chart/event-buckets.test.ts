import { describe, expect, it } from "vitest";
import { countEvents, rangeOfDays } from "./event-buckets";

const at = (text: string) => new Date(text).getTime();

describe("countEvents", () => {
  it("counts nothing without events or a range", () => {
    expect(countEvents([])).toEqual({ buckets: [], bucketSize: "hour", series: [], total: 0 });
  });

  it("counts per type and hour over a short span, keeping empty hours", () => {
    const counts = countEvents([
      { time: at("2026-11-20T10:05:00"), type: "LOGIN" },
      { time: at("2026-11-20T10:55:00"), type: "LOGIN_ERROR" },
      { time: at("2026-11-20T12:10:00"), type: "LOGIN" },
      { time: at("2026-11-20T12:20:00"), type: "LOGIN" },
    ]);
    expect(counts.bucketSize).toBe("hour");
    expect(counts.buckets).toEqual([
      at("2026-11-20T10:00:00"),
      at("2026-11-20T11:00:00"),
      at("2026-11-20T12:00:00"),
    ]);
    expect(counts.series).toEqual([
      { type: "LOGIN", counts: [1, 0, 2], total: 3 },
      { type: "LOGIN_ERROR", counts: [1, 0, 0], total: 1 },
    ]);
    expect(counts.total).toBe(4);
  });

  it("counts by the day over the days searched", () => {
    const counts = countEvents(
      [{ time: at("2026-11-02T23:30:00"), type: "LOGOUT" }],
      rangeOfDays("2026-11-01", "2026-11-07"),
    );
    expect(counts.bucketSize).toBe("day");
    expect(counts.buckets).toHaveLength(7);
    expect(counts.series).toEqual([{ type: "LOGOUT", counts: [0, 1, 0, 0, 0, 0, 0], total: 1 }]);
  });
});
