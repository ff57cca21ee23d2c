import { describe, expect, it } from "vitest";
import { lastDaysFilters } from "./dashboard-range";

describe("lastDaysFilters", () => {
  it("covers the last seven days, today included, across a month's end", () => {
    const filters = lastDaysFilters(7, new Date(2026, 2, 3, 15, 0));
    expect(filters.dateFrom).toBe("2026-02-25");
    expect(filters.dateTo).toBe("2026-03-03");
    expect(filters.types).toEqual([]);
  });
});
