import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { keyProviderFormValues, keyProviderFromForm } from "./key-provider-form-state";

const properties: ConfigPropertyRepresentation[] = [
  { name: "priority", type: "String", defaultValue: "0" },
  { name: "enabled", type: "boolean", defaultValue: true },
  {
    name: "ecdsaEllipticCurveKey",
    type: "List",
    defaultValue: "P-256",
    options: ["P-256", "P-384"],
  },
];

describe("key provider form state", () => {
  it("starts a new provider with its type's name and defaults", () => {
    expect(keyProviderFormValues(undefined, properties, "ecdsa-generated")).toEqual({
      name: "ecdsa-generated",
      config: { priority: "0", enabled: true, ecdsaEllipticCurveKey: "P-256" },
    });
  });

  it("reads a stored provider's name and settings", () => {
    const stored = {
      id: "p1",
      name: "ec",
      config: { priority: ["200"], enabled: ["false"], ecdsaEllipticCurveKey: ["P-384"] },
    };
    expect(keyProviderFormValues(stored, properties, "ecdsa-generated")).toEqual({
      name: "ec",
      config: { priority: "200", enabled: false, ecdsaEllipticCurveKey: "P-384" },
    });
  });

  it("builds a new component below the realm", () => {
    const values = {
      name: " ec ",
      config: { priority: "200", enabled: true, ecdsaEllipticCurveKey: "P-256" },
    };
    expect(
      keyProviderFromForm(values, properties, { typeId: "ecdsa-generated", realmId: "realm-id" }),
    ).toEqual({
      name: "ec",
      providerId: "ecdsa-generated",
      providerType: "org.keycloak.keys.KeyProvider",
      parentId: "realm-id",
      config: { priority: ["200"], enabled: ["true"], ecdsaEllipticCurveKey: ["P-256"] },
    });
  });

  it("keeps a stored provider's id and the settings the form does not show", () => {
    const original = {
      id: "p1",
      name: "ec",
      providerId: "ecdsa-generated",
      parentId: "realm-id",
      config: { priority: ["100"], privateKey: ["secret"] },
    };
    const values = {
      name: "ec",
      config: { priority: "5", enabled: false, ecdsaEllipticCurveKey: "P-384" },
    };
    expect(
      keyProviderFromForm(values, properties, { typeId: "other", realmId: "x", original }),
    ).toMatchObject({
      id: "p1",
      providerId: "ecdsa-generated",
      parentId: "realm-id",
      config: { priority: ["5"], privateKey: ["secret"], enabled: ["false"] },
    });
  });
});
