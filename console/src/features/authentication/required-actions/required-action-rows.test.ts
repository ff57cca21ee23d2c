import { describe, expect, it } from "vitest";
import {
  maxPrioritySteps,
  movedRows,
  prioritySteps,
  requiredActionRows,
  switchedAction,
} from "./required-action-rows";

const registered = [
  { alias: "VERIFY_EMAIL", name: "Verify Email", enabled: true, defaultAction: true, priority: 50 },
  { alias: "TERMS", name: "Terms", enabled: false, defaultAction: true, priority: 20 },
  { alias: "UPDATE_PROFILE", name: "Update Profile", enabled: true, priority: 40 },
];
const unregistered = [
  { providerId: "zeta", name: "Zeta" },
  { providerId: "delete_account", name: "Delete Account" },
];

describe("required action rows", () => {
  it("orders registered actions by priority, then the unregistered ones by name", () => {
    const rows = requiredActionRows(registered, unregistered);
    expect(rows.map((row) => [row.alias, row.registered])).toEqual([
      ["TERMS", true],
      ["UPDATE_PROFILE", true],
      ["VERIFY_EMAIL", true],
      ["delete_account", false],
      ["zeta", false],
    ]);
    // A disabled action is never shown as a default one, whatever is stored.
    expect(rows[0]?.defaultAction).toBe(false);
    expect(rows[2]?.defaultAction).toBe(true);
  });

  it("counts the steps of a move within the registered actions only", () => {
    const rows = requiredActionRows(registered, unregistered);
    expect(prioritySteps(rows, 2, 0)).toBe(-2);
    expect(prioritySteps(rows, 0, 1)).toBe(1);
    expect(prioritySteps(rows, 1, 1)).toBe(0);
    expect(prioritySteps(rows, 3, 0)).toBe(0);
    expect(prioritySteps(rows, 0, 4)).toBe(0);
  });

  it("refuses a move longer than its bound", () => {
    const many = Array.from({ length: maxPrioritySteps + 2 }, (_, index) => ({
      alias: `a${String(index)}`,
      priority: index,
    }));
    const rows = requiredActionRows(many, []);
    expect(prioritySteps(rows, maxPrioritySteps + 1, 0)).toBe(0);
    expect(prioritySteps(rows, maxPrioritySteps, 0)).toBe(-maxPrioritySteps);
  });

  it("shows a moved row in its new place", () => {
    const rows = requiredActionRows(registered, []);
    expect(movedRows(rows, 2, 0).map((row) => row.alias)).toEqual([
      "VERIFY_EMAIL",
      "TERMS",
      "UPDATE_PROFILE",
    ]);
  });

  it("drops the default action when the action is disabled", () => {
    const stored = {
      alias: "X",
      enabled: true,
      defaultAction: true,
      priority: 3,
      config: { a: "b" },
    };
    expect(switchedAction(stored, { enabled: false })).toEqual({
      ...stored,
      enabled: false,
      defaultAction: false,
    });
    expect(switchedAction({ ...stored, defaultAction: false }, { defaultAction: true })).toEqual(
      stored,
    );
  });
});
