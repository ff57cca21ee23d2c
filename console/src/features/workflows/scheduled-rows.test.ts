import { describe, expect, it } from "vitest";
import { scheduledStepRows } from "./scheduled-rows";

describe("scheduledStepRows", () => {
  it("lists every step of every workflow, soonest first", () => {
    const rows = scheduledStepRows([
      {
        id: "w1",
        name: "Expire",
        steps: [
          { id: "a", uses: "disable-user", after: "30d", "scheduled-at": 3000, status: "PENDING" },
        ],
      },
      {
        id: "w2",
        name: "Welcome",
        steps: [{ id: "b", uses: "notify-user", after: "1d", "scheduled-at": 1000 }, { uses: "x" }],
      },
    ]);
    expect(
      rows.map((row) => [row.key, row.workflow, row.uses, row.scheduledAt, row.status]),
    ).toEqual([
      ["b", "Welcome", "notify-user", 1000, ""],
      ["a", "Expire", "disable-user", 3000, "PENDING"],
      ["w2-1", "Welcome", "x", undefined, ""],
    ]);
  });
});
