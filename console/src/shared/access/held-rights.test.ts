import { describe, expect, it } from "vitest";
import { heldRights, wholeRealmRights as everyFinerRight } from "./held-rights";

describe("heldRights", () => {
  it("adds realm-admin for an administrator holding every finer right", () => {
    expect(heldRights(everyFinerRight)).toContain("realm-admin");
  });

  it("adds the organization rights a release before 26.5 does not list", () => {
    expect(heldRights(everyFinerRight)).toEqual(
      expect.arrayContaining(["view-organizations", "manage-organizations"]),
    );
  });

  it("keeps a partial set as listed", () => {
    expect(heldRights(["view-realm", "manage-realm"])).toEqual(["view-realm", "manage-realm"]);
  });

  it("keeps realm-admin once when who-am-I lists it", () => {
    const rights = heldRights([...everyFinerRight, "realm-admin"]) ?? [];
    expect(rights.filter((right) => right === "realm-admin")).toHaveLength(1);
  });

  it("knows nothing before who-am-I answers", () => {
    expect(heldRights(undefined)).toBeUndefined();
  });
});
