import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { configValueKind, configFormValues, configRepresentation } from "./config-values";

const properties: ConfigPropertyRepresentation[] = [
  { name: "claim.name", type: "String" },
  { name: "priority", type: "Integer", defaultValue: 10 },
  { name: "enabled", type: "boolean", defaultValue: false },
  { name: "algorithm", type: "List", options: ["RS256", "ES256"], defaultValue: "RS256" },
  { name: "credentials", type: "MultivaluedList", options: ["otp", "password"] },
  { name: "aliases", type: "MultivaluedString" },
  { name: "attributes", type: "Map" },
  { name: "custom", type: "SomethingNew" },
];

describe("configValueKind", () => {
  it("maps property types to the shape of their form value, unknown types to text", () => {
    expect(configValueKind("boolean")).toBe("boolean");
    expect(configValueKind("Integer")).toBe("number");
    expect(configValueKind("MultivaluedString")).toBe("list");
    expect(configValueKind("Map")).toBe("map");
    expect(configValueKind("Role")).toBe("text");
    expect(configValueKind(undefined)).toBe("text");
  });
});

describe("configFormValues", () => {
  it("reads the multivalued shape of components, with dots in names encoded", () => {
    expect(
      configFormValues(
        {
          "claim.name": ["email"],
          priority: ["5"],
          enabled: ["true"],
          credentials: ["otp", "password"],
          aliases: ["a", "b"],
          attributes: ['[{"key":"k","value":"v"}]'],
          custom: ["x"],
        },
        properties,
      ),
    ).toEqual({
      "claim%2Ename": "email",
      priority: 5,
      enabled: true,
      algorithm: "RS256",
      credentials: ["otp", "password"],
      aliases: ["a", "b"],
      attributes: [{ key: "k", value: "v" }],
      custom: "x",
    });
  });

  it("reads the single-valued shape of mappers, with lists joined by ##", () => {
    expect(
      configFormValues(
        { "claim.name": "email", enabled: "false", aliases: "a##b", credentials: "otp" },
        properties,
      ),
    ).toMatchObject({
      "claim%2Ename": "email",
      enabled: false,
      aliases: ["a", "b"],
      credentials: ["otp"],
    });
  });

  it("falls back to the defaults for missing values", () => {
    expect(configFormValues(undefined, properties)).toEqual({
      "claim%2Ename": "",
      priority: 10,
      enabled: false,
      algorithm: "RS256",
      credentials: [],
      aliases: [],
      attributes: [],
      custom: "",
    });
  });
});

describe("configRepresentation", () => {
  const values = {
    "claim%2Ename": "email",
    priority: 7,
    enabled: true,
    algorithm: "ES256",
    credentials: ["otp"],
    aliases: ["a", "", "b"],
    attributes: [
      { key: "k", value: "v" },
      { key: " ", value: "dropped" },
    ],
    custom: "x",
  };

  it("writes the multivalued shape", () => {
    expect(configRepresentation(values, properties, "multivalued")).toEqual({
      "claim.name": ["email"],
      priority: ["7"],
      enabled: ["true"],
      algorithm: ["ES256"],
      credentials: ["otp"],
      aliases: ["a", "b"],
      attributes: ['[{"key":"k","value":"v"}]'],
      custom: ["x"],
    });
  });

  it("writes the single-valued shape and keeps keys the form does not describe", () => {
    expect(
      configRepresentation(values, properties, "single", {
        "hidden.setting": "kept",
        priority: "1",
      }),
    ).toEqual({
      "hidden.setting": "kept",
      "claim.name": "email",
      priority: "7",
      enabled: "true",
      algorithm: "ES256",
      credentials: "otp",
      aliases: "a##b",
      attributes: '[{"key":"k","value":"v"}]',
      custom: "x",
    });
  });

  it("round-trips a component configuration", () => {
    const config = {
      "claim.name": ["email"],
      priority: ["5"],
      enabled: ["false"],
      algorithm: ["RS256"],
      credentials: ["otp", "password"],
      aliases: ["a"],
      attributes: ['[{"key":"k","value":"v"}]'],
      custom: ["x"],
    };
    expect(
      configRepresentation(configFormValues(config, properties), properties, "multivalued"),
    ).toEqual(config);
  });
});
