import { describe, expect, it } from "vitest";
import { isDefaultRole, newRoleFrom, roleFormValues, roleWithSettings } from "./form-state";

describe("realm role form state", () => {
  it("starts a new role empty and an existing one from what the server holds", () => {
    expect(roleFormValues()).toEqual({ name: "", description: "" });
    expect(roleFormValues({ name: "auditor", description: "Reads" })).toEqual({
      name: "auditor",
      description: "Reads",
    });
  });

  it("sends a new role's name trimmed and leaves a blank description out", () => {
    expect(newRoleFrom({ name: "  auditor ", description: "   " })).toEqual({ name: "auditor" });
    expect(newRoleFrom({ name: "auditor", description: " Reads " })).toEqual({
      name: "auditor",
      description: "Reads",
    });
  });

  it("saves settings with the role's other fields as loaded and clears an emptied description", () => {
    const role = { id: "r1", name: "auditor", description: "Reads", attributes: { a: ["1"] } };
    expect(roleWithSettings(role, { name: "renamed", description: "" })).toEqual({
      id: "r1",
      name: "auditor",
      description: "",
      attributes: { a: ["1"] },
    });
  });

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
