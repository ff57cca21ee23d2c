import { describe, expect, it } from "vitest";
import { adminPermissionFormValues, adminPermissionFrom } from "./admin-permission-form-state";

describe("admin permission form state", () => {
  it("starts a new permission for every object of the type", () => {
    expect(adminPermissionFormValues()).toEqual({
      name: "",
      description: "",
      appliesTo: "all",
      resources: [],
      scopes: [],
      policies: [],
    });
  });

  it("reads chosen objects, scopes and policies of a stored permission", () => {
    const values = adminPermissionFormValues({
      permission: { id: "p1", name: "Members", description: "d", resourceType: "Groups" },
      resources: [{ id: "g1", name: "staff" }],
      scopes: ["manage-membership"],
      policies: [{ id: "u1", name: "is boss" }],
    });
    expect(values).toEqual({
      name: "Members",
      description: "d",
      appliesTo: "chosen",
      resources: ["g1"],
      scopes: ["manage-membership"],
      policies: ["u1"],
    });
  });

  it("sends no objects for every object of the type, and trims the name", () => {
    const sent = adminPermissionFrom("Users", {
      name: " All users ",
      description: "",
      appliesTo: "all",
      resources: ["left-over"],
      scopes: ["view"],
      policies: ["u1"],
    });
    expect(sent).toMatchObject({ name: "All users", resourceType: "Users", resources: [] });
  });

  it("keeps the stored id, strategy and logic on save", () => {
    const sent = adminPermissionFrom(
      "Groups",
      { ...adminPermissionFormValues(), name: "x", appliesTo: "chosen", resources: ["g1"] },
      { id: "p1", decisionStrategy: "AFFIRMATIVE", logic: "NEGATIVE" },
    );
    expect(sent).toMatchObject({
      id: "p1",
      resources: ["g1"],
      decisionStrategy: "AFFIRMATIVE",
      logic: "NEGATIVE",
    });
  });
});
