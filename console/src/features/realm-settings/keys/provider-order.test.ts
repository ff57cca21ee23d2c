import type { ComponentRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { byPriority, moveEntry, priorityChanges, providerPriority } from "./provider-order";

const provider = (name: string, priority?: string): ComponentRepresentation => ({
  id: name,
  name,
  ...(priority === undefined ? {} : { config: { priority: [priority] } }),
});

const summary = (changes: ReturnType<typeof priorityChanges>) =>
  changes.map(({ provider: changed, priority }) => [changed.name, priority]);

describe("key provider order", () => {
  it("reads a priority, taking a missing or malformed one for zero", () => {
    expect(providerPriority(provider("a", "100"))).toBe(100);
    expect(providerPriority(provider("a"))).toBe(0);
    expect(providerPriority(provider("a", "high"))).toBe(0);
  });

  it("ranks the highest priority first and ties by name", () => {
    const ranked = byPriority([provider("b", "5"), provider("c", "50"), provider("a", "5")]);
    expect(ranked.map((entry) => entry.name)).toEqual(["c", "a", "b"]);
  });

  it("moves an entry up and down within the list", () => {
    expect(moveEntry(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveEntry(["a", "b", "c"], 0, 2)).toEqual(["b", "c", "a"]);
    expect(moveEntry(["a", "b", "c"], 0, 9)).toEqual(["b", "c", "a"]);
  });

  it("changes only the moved provider when its neighbours leave room", () => {
    const ordered = [provider("a", "100"), provider("c", "0"), provider("b", "50")];
    expect(summary(priorityChanges(ordered, 1))).toEqual([["c", 75]]);
  });

  it("puts a provider moved to the top above the first and one moved to the bottom below the last", () => {
    expect(summary(priorityChanges([provider("b", "0"), provider("a", "100")], 0))).toEqual([
      ["b", 110],
    ]);
    expect(summary(priorityChanges([provider("b", "50"), provider("a", "100")], 1))).toEqual([
      ["a", 40],
    ]);
    // No room left above zero: the providers are numbered afresh instead.
    expect(summary(priorityChanges([provider("b", "0"), provider("a", "100")], 1))).toEqual([
      ["b", 20],
      ["a", 10],
    ]);
  });

  it("numbers every provider afresh when no priority fits between the neighbours", () => {
    const ordered = [provider("a", "100"), provider("c", "100"), provider("b", "99")];
    expect(summary(priorityChanges(ordered, 1))).toEqual([
      ["a", 30],
      ["c", 20],
      ["b", 10],
    ]);
  });

  it("leaves out providers whose fresh number is the one they have", () => {
    const ordered = [
      provider("a", "31"),
      provider("c", "5"),
      provider("b", "30"),
      provider("d", "10"),
    ];
    expect(summary(priorityChanges(ordered, 1))).toEqual([
      ["a", 40],
      ["c", 30],
      ["b", 20],
    ]);
  });
});
