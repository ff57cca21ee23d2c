import { describe, expect, it } from "vitest";
import { isClientScopeType, realmTypeOf, withRealmTypes } from "./client-scope-type";

const types = { defaultIds: ["p"], optionalIds: ["e"] };

describe("realm-wide client scope types", () => {
  it("names a scope default, optional or none by the realm's lists", () => {
    expect(realmTypeOf(types, "p")).toBe("default");
    expect(realmTypeOf(types, "e")).toBe("optional");
    expect(realmTypeOf(types, "x")).toBe("none");
  });

  it("gives every scope its type, sorted by name, leaving out scopes without an id", () => {
    const rows = withRealmTypes(
      [
        { id: "x", name: "zeta" },
        { id: "p", name: "profile" },
        { name: "no-id" },
        { id: "e", name: "email" },
      ],
      types,
    );
    expect(rows.map((row) => [row.name, row.type])).toEqual([
      ["email", "optional"],
      ["profile", "default"],
      ["zeta", "none"],
    ]);
  });

  it("accepts only the three type names", () => {
    expect(isClientScopeType("optional")).toBe(true);
    expect(isClientScopeType("Default")).toBe(false);
  });
});
