import { describe, expect, it } from "vitest";
import { permissionFormValues, permissionFrom } from "./permission-form-state";

describe("permission form state", () => {
  it("starts a new permission with the resource or scope the address names", () => {
    expect(permissionFormValues("resource", undefined, "r1").resources).toEqual(["r1"]);
    expect(permissionFormValues("scope", undefined, "s1").scopes).toEqual(["s1"]);
  });

  it("sends a resource type instead of resources when it applies to one", () => {
    const values = {
      ...permissionFormValues("resource"),
      name: " By type ",
      appliesToResourceType: true,
      resourceType: "urn:app:doc",
      resources: ["r1"],
    };
    expect(permissionFrom("resource", values)).toMatchObject({
      name: "By type",
      resources: [],
      resourceType: "urn:app:doc",
    });
  });

  it("reads a saved scope-based permission's one resource and sends it back", () => {
    const values = permissionFormValues("scope", {
      permission: { id: "p", name: "Write", decisionStrategy: "CONSENSUS", logic: "NEGATIVE" },
      associations: {
        resources: [{ id: "r1", name: "Orders" }],
        scopes: [{ id: "s1", name: "write" }],
        policies: [{ id: "x", name: "Clerks" }],
      },
    });
    expect(values).toMatchObject({ resource: "r1", scopes: ["s1"], decisionStrategy: "CONSENSUS" });
    expect(permissionFrom("scope", values, { id: "p", logic: "NEGATIVE" })).toMatchObject({
      id: "p",
      resources: ["r1"],
      scopes: ["s1"],
      policies: ["x"],
      logic: "NEGATIVE",
    });
  });
});
