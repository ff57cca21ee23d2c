import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { configFormState, configFromForm } from "./config-form-state";

const properties: ConfigPropertyRepresentation[] = [
  { name: "condUserRole", type: "Role", label: "User role" },
  { name: "negate", type: "boolean", defaultValue: "false" },
];

describe("configure dialog state", () => {
  it("starts a new configuration from the settings' defaults", () => {
    expect(configFormState(undefined, properties)).toEqual({
      name: "",
      config: { condUserRole: "", negate: false },
    });
  });

  it("starts from the stored configuration", () => {
    expect(
      configFormState(
        { id: "c-1", alias: "admins only", config: { condUserRole: "admin", negate: "true" } },
        properties,
      ),
    ).toEqual({ name: "admins only", config: { condUserRole: "admin", negate: true } });
  });

  it("stores a trimmed name, the settings as strings, and keeps settings it does not show", () => {
    expect(
      configFromForm(
        { name: " admins only ", config: { condUserRole: "admin", negate: true } },
        properties,
        { id: "c-1", alias: "old", config: { other: "kept" } },
      ),
    ).toEqual({
      id: "c-1",
      alias: "admins only",
      config: { other: "kept", condUserRole: "admin", negate: "true" },
    });
  });

  it("leaves the id out for a new configuration", () => {
    expect(
      configFromForm(
        { name: "x", config: { condUserRole: "", negate: false } },
        properties,
        undefined,
      ),
    ).not.toHaveProperty("id");
  });
});
