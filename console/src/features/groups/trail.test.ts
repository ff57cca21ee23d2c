import { describe, expect, it } from "vitest";
import { tabFromSearch, trailFromParams } from "./paths";
import { childTrail, isConsistentTrail, trailCrumbs } from "./trail";

describe("the trail in the address", () => {
  it("reads the ids of the nested route, dropping empty segments", () => {
    expect(trailFromParams({ "*": "" })).toEqual([]);
    expect(trailFromParams({ "*": "a/b/c/" })).toEqual(["a", "b", "c"]);
  });

  it("reads the one id of the group route", () => {
    expect(trailFromParams({ id: "g1" })).toEqual(["g1"]);
  });

  it("follows at most fifty levels", () => {
    const deep = Array.from({ length: 60 }, (_, index) => `g${String(index)}`).join("/");
    expect(trailFromParams({ "*": deep })).toHaveLength(50);
  });

  it("takes only a known tab from the query string", () => {
    expect(tabFromSearch(new URLSearchParams("tab=members"))).toBe("members");
    expect(tabFromSearch(new URLSearchParams("tab=nothing"))).toBeUndefined();
    expect(tabFromSearch(new URLSearchParams(""))).toBeUndefined();
  });
});

describe("trail crumbs", () => {
  it("starts at the top level and cuts back to each group", () => {
    const crumbs = trailCrumbs([
      { id: "a", name: "staff" },
      { id: "b", name: "berlin" },
      { id: "c", name: undefined },
    ]);
    expect(crumbs.map((crumb) => crumb.trail)).toEqual([[], ["a"], ["a", "b"], ["a", "b", "c"]]);
    expect(crumbs.map((crumb) => crumb.name)).toEqual([undefined, "staff", "berlin", undefined]);
  });

  it("opens a child below the current trail", () => {
    expect(childTrail(["a", "b"], "c")).toEqual(["a", "b", "c"]);
    expect(childTrail([], "a")).toEqual(["a"]);
  });
});

describe("trail consistency", () => {
  it("accepts each group being the parent of the next, from the top level", () => {
    expect(
      isConsistentTrail([{ id: "a" }, { id: "b", parentId: "a" }, { id: "c", parentId: "b" }]),
    ).toBe(true);
  });

  it("rejects a trail whose group moved elsewhere or does not start at the top", () => {
    expect(isConsistentTrail([{ id: "a" }, { id: "c", parentId: "x" }])).toBe(false);
    expect(isConsistentTrail([{ id: "b", parentId: "a" }])).toBe(false);
  });
});
