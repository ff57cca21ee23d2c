import { describe, expect, it } from "vitest";
import { isDefaultRole } from "./form-state";

describe("realm role form state", () => {
  it("knows the default role by the realm's id for it, else by the server's name for it", () => {
    const role = { id: "d1", name: "default-roles-acme" };
    expect(isDefaultRole(role, { name: "Acme", defaultRoleId: "d1" })).toBe(true);
    expect(isDefaultRole(role, { name: "Acme", defaultRoleId: "other" })).toBe(false);
    expect(isDefaultRole(role, { name: "Acme", defaultRoleId: undefined })).toBe(true);
    expect(
      isDefaultRole({ id: "x", name: "auditor" }, { name: "acme", defaultRoleId: undefined }),
    ).toBe(false);
  });
});
