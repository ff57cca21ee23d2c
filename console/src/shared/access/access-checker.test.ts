import { describe, expect, it } from "vitest";
import { createAccessChecker } from "./access-checker";

describe("createAccessChecker", () => {
  const checker = createAccessChecker(["view-users", "query-users", "query-groups"]);

  it("requires every right for hasAccess", () => {
    expect(checker.hasAccess("view-users", "query-users")).toBe(true);
    expect(checker.hasAccess("view-users", "manage-users")).toBe(false);
  });

  it("requires one right for hasSomeAccess", () => {
    expect(checker.hasSomeAccess("manage-users", "view-users")).toBe(true);
    expect(checker.hasSomeAccess("manage-users", "manage-realm")).toBe(false);
  });

  it("lets anyone through and accepts custom checks", () => {
    expect(checker.hasAccess("anyone")).toBe(true);
    expect(createAccessChecker([]).hasAccess("anyone")).toBe(true);
    expect(checker.hasAccess((access) => access.hasSomeAccess("query-groups"))).toBe(true);
    expect(checker.hasAccess(() => false, "view-users")).toBe(false);
  });

  it("allows routes by all, any or anyone", () => {
    expect(checker.allows("anyone")).toBe(true);
    expect(checker.allows({ all: ["view-users", "query-groups"] })).toBe(true);
    expect(checker.allows({ all: ["view-users", "view-realm"] })).toBe(false);
    expect(checker.allows({ any: ["view-realm", "query-users"] })).toBe(true);
    expect(checker.allows({ any: ["view-realm", "manage-realm"] })).toBe(false);
  });

  it("lists each missing right once, in order, and a whole 'any' list when none is held", () => {
    expect(
      checker.missingRights([
        "anyone",
        { all: ["view-users", "view-realm", "view-clients"] },
        { any: ["manage-clients", "view-realm"] },
        { any: ["query-users", "manage-users"] },
      ]),
    ).toEqual(["view-realm", "view-clients", "manage-clients"]);
  });
});
