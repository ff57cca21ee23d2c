import type { ConfigPropertyRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { registrationPolicyType } from "../api/registration-policies-query";
import { policyFormValues, policyFromForm } from "./policy-form-state";

const properties: ConfigPropertyRepresentation[] = [
  { name: "max-clients", type: "String", defaultValue: "200" },
  { name: "host-sending-registration-request-must-match", type: "boolean", defaultValue: "true" },
];

describe("registration policy form state", () => {
  it("starts a new policy with no name and the provider's defaults", () => {
    expect(policyFormValues(undefined, properties)).toEqual({
      name: "",
      config: { "max-clients": "200", "host-sending-registration-request-must-match": true },
    });
  });

  it("stores a new policy below the realm with its sub type and every value as a list", () => {
    expect(
      policyFromForm(
        {
          name: " Ten at most ",
          config: { "max-clients": "10", "host-sending-registration-request-must-match": false },
        },
        properties,
        { providerId: "max-clients", subType: "anonymous", realmId: "realm-id" },
      ),
    ).toEqual({
      name: "Ten at most",
      providerId: "max-clients",
      providerType: registrationPolicyType,
      subType: "anonymous",
      parentId: "realm-id",
      config: { "max-clients": ["10"], "host-sending-registration-request-must-match": ["false"] },
    });
  });

  it("keeps the stored policy's id, sub type, parent and settings the form does not show", () => {
    const original = {
      id: "p-1",
      name: "Old",
      subType: "authenticated",
      parentId: "stored-parent",
      config: { "max-clients": ["5"], unknown: ["kept"] },
    };
    const values = policyFormValues(original, properties);
    expect(values.config["max-clients"]).toBe("5");
    expect(
      policyFromForm({ ...values, name: "New" }, properties, {
        providerId: "max-clients",
        subType: "anonymous",
        realmId: "realm-id",
        original,
      }),
    ).toMatchObject({
      id: "p-1",
      name: "New",
      subType: "authenticated",
      parentId: "stored-parent",
      config: { "max-clients": ["5"], unknown: ["kept"] },
    });
  });
});
