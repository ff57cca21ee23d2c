import { describe, expect, it } from "vitest";
import { canManageUser } from "./use-can-manage-user";

describe("canManageUser", () => {
  it("needs manage-users", () => {
    expect(canManageUser(false, { access: { manage: true } })).toBe(false);
    expect(canManageUser(true, { access: { manage: true } })).toBe(true);
  });

  it("respects the server refusing this one user", () => {
    expect(canManageUser(true, { access: { manage: false } })).toBe(false);
  });

  it("allows a user read without access details", () => {
    expect(canManageUser(true, {})).toBe(true);
  });
});
