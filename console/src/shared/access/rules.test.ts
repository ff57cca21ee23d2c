import { describe, expect, it } from "vitest";
import { createAccessChecker } from "./access-checker";
import { canClearCaches, isOrganizationsEnabled } from "./rules";

describe("access rules", () => {
  const manager = createAccessChecker(["manage-realm"]);
  const viewer = createAccessChecker(["view-realm"]);

  it("offers cache clearing only in the master realm and only with manage-realm", () => {
    expect(canClearCaches("master", manager)).toBe(true);
    expect(canClearCaches("acme", manager)).toBe(false);
    expect(canClearCaches("master", viewer)).toBe(false);
    expect(canClearCaches("admin", manager, "admin")).toBe(true);
  });

  it("counts organizations as enabled only with the feature and manage-realm", () => {
    expect(isOrganizationsEnabled(true, manager)).toBe(true);
    expect(isOrganizationsEnabled(true, viewer)).toBe(false);
    expect(isOrganizationsEnabled(false, manager)).toBe(false);
  });
});
