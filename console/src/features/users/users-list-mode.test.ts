import { describe, expect, it } from "vitest";
import { noUsersFilter } from "./search-state";
import {
  bulkSelectionOf,
  offersExactSearch,
  tableSearchOf,
  usersListMode,
  waitsForSearch,
} from "./users-list-mode";

const byDept = { exact: false, attributes: [{ key: "dept", value: "sales" }] };

describe("usersListMode", () => {
  it("lists every user and lets the table search when the realm has no user storage", () => {
    const mode = usersListMode({ filter: noUsersFilter, hasUserStorage: false, search: "ann" });
    expect(mode).toEqual({ kind: "all" });
    expect(tableSearchOf(mode, "ann")).toBe("ann");
    expect(offersExactSearch(mode)).toBe(true);
    expect(waitsForSearch(mode)).toBe(false);
  });

  it("waits for a search of its own with user storage, then sends it", () => {
    const waiting = usersListMode({ filter: noUsersFilter, hasUserStorage: true, search: "" });
    expect(waitsForSearch(waiting)).toBe(true);
    const searching = usersListMode({ filter: noUsersFilter, hasUserStorage: true, search: "ann" });
    expect(searching).toEqual({ kind: "searchRequired", search: "ann" });
    expect(waitsForSearch(searching)).toBe(false);
    expect(tableSearchOf(searching, "ann")).toBe("");
    expect(offersExactSearch(searching)).toBe(true);
  });

  it("searches by attributes instead of text, with or without user storage", () => {
    for (const hasUserStorage of [false, true]) {
      const mode = usersListMode({ filter: byDept, hasUserStorage, search: "ann" });
      expect(mode).toEqual({ kind: "attributes", attributes: byDept.attributes });
      expect(tableSearchOf(mode, "ann")).toBe("");
      expect(offersExactSearch(mode)).toBe(false);
      expect(waitsForSearch(mode)).toBe(false);
    }
  });
});

describe("bulkSelectionOf", () => {
  it("acts on the users matching the list's own search when user storage requires one", () => {
    const mode = usersListMode({ filter: noUsersFilter, hasUserStorage: true, search: "ann" });
    expect(bulkSelectionOf(mode, { kind: "allMatching", search: "", total: 3 })).toEqual({
      kind: "allMatching",
      search: "ann",
      total: 3,
    });
  });

  it("leaves picked rows and other modes alone", () => {
    const all = usersListMode({ filter: noUsersFilter, hasUserStorage: false, search: "x" });
    const picked = { kind: "rows" as const, rows: [{ id: "1" }] };
    expect(bulkSelectionOf(all, { kind: "allMatching", search: "x" })).toEqual({
      kind: "allMatching",
      search: "x",
    });
    const required = usersListMode({ filter: noUsersFilter, hasUserStorage: true, search: "a" });
    expect(bulkSelectionOf(required, picked)).toBe(picked);
  });
});
