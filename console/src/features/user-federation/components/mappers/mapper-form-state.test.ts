import type { ComponentTypeRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { ldapMapperFormValues, ldapMapperFromForm } from "./mapper-form-state";

const attributeType: ComponentTypeRepresentation = {
  id: "user-attribute-ldap-mapper",
  properties: [
    { name: "ldap.attribute", type: "String", required: true },
    { name: "read.only", type: "boolean", defaultValue: "false" },
    { name: "mode", type: "List", options: ["READ_ONLY", "LDAP_ONLY"] },
  ],
};

describe("LDAP mapper form state", () => {
  it("starts a new mapper on the type's defaults, a list on its first option", () => {
    expect(ldapMapperFormValues(attributeType)).toEqual({
      name: "",
      type: "user-attribute-ldap-mapper",
      config: { "ldap%2Eattribute": "", "read%2Eonly": false, mode: "READ_ONLY" },
    });
  });

  it("reads a stored mapper's name, type and settings", () => {
    const values = ldapMapperFormValues(attributeType, {
      id: "m-1",
      name: "mail",
      providerId: "user-attribute-ldap-mapper",
      config: { "ldap.attribute": ["mail"], "read.only": ["true"], mode: ["LDAP_ONLY"] },
    });
    expect(values).toEqual({
      name: "mail",
      type: "user-attribute-ldap-mapper",
      config: { "ldap%2Eattribute": "mail", "read%2Eonly": true, mode: "LDAP_ONLY" },
    });
  });

  it("builds a new mapper below its provider, the name trimmed and every value a list", () => {
    const values = ldapMapperFormValues(attributeType);
    const mapper = ldapMapperFromForm(
      { ...values, name: " mail ", config: { ...values.config, "ldap%2Eattribute": "mail" } },
      attributeType,
      "provider-1",
    );
    expect(mapper).toEqual({
      name: "mail",
      providerId: "user-attribute-ldap-mapper",
      providerType: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
      parentId: "provider-1",
      config: { "ldap.attribute": ["mail"], "read.only": ["false"], mode: ["READ_ONLY"] },
    });
  });

  it("keeps a stored mapper's id, type, parent and the settings the type does not describe", () => {
    const original = {
      id: "m-1",
      name: "mail",
      providerId: "user-attribute-ldap-mapper",
      parentId: "provider-1",
      config: { "ldap.attribute": ["mail"], extra: ["kept"] },
    };
    const values = ldapMapperFormValues(attributeType, original);
    const mapper = ldapMapperFromForm(
      { ...values, type: "other", config: { ...values.config, "ldap%2Eattribute": "email" } },
      attributeType,
      "provider-2",
      original,
    );
    expect(mapper).toMatchObject({
      id: "m-1",
      providerId: "user-attribute-ldap-mapper",
      parentId: "provider-1",
      config: { "ldap.attribute": ["email"], extra: ["kept"] },
    });
  });
});
