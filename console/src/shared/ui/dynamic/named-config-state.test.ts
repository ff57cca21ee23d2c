import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { namedConfigFromValues, namedConfigValues } from "./named-config-state";

const properties: ConfigPropertyRepresentation[] = [
  { name: "limit", type: "String", defaultValue: "200" },
  { name: "strict", type: "boolean", defaultValue: "true" },
];

describe("named settings form state", () => {
  it("starts new settings with no name and the properties' defaults", () => {
    expect(namedConfigValues(undefined, properties)).toEqual({
      name: "",
      config: { limit: "200", strict: true },
    });
  });

  it("starts from the stored name and settings", () => {
    expect(
      namedConfigValues(
        { id: "c-1", name: "Tight", config: { limit: "5", strict: "false" } },
        properties,
      ),
    ).toEqual({ name: "Tight", config: { limit: "5", strict: false } });
  });

  it("stores the trimmed name, keeps the id and the settings the form does not show", () => {
    expect(
      namedConfigFromValues(
        { name: " Tight ", config: { limit: "10", strict: true } },
        properties,
        "single",
        { id: "c-1", name: "Old", config: { other: "kept" } },
      ),
    ).toEqual({ id: "c-1", name: "Tight", config: { other: "kept", limit: "10", strict: "true" } });
  });

  it("leaves the id out for new settings and stores lists in the multivalued shape", () => {
    const stored = namedConfigFromValues(
      { name: "New", config: { limit: "10", strict: false } },
      properties,
      "multivalued",
      undefined,
    );
    expect(stored).not.toHaveProperty("id");
    expect(stored.config).toEqual({ limit: ["10"], strict: ["false"] });
  });
});
