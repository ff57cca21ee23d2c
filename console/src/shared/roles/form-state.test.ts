import { describe, expect, it } from "vitest";
import { newRoleFrom, roleFormValues, roleWithSettings } from "./form-state";

describe("role form state", () => {
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
});
