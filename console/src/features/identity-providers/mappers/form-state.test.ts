import { describe, expect, it } from "vitest";
import { mapperFormValues, mapperFromForm } from "./form-state";

const hardcoded = {
  id: "hardcoded-attribute-idp-mapper",
  name: "Hardcoded Attribute",
  properties: [
    { name: "attribute", type: "UserProfileAttribute" },
    { name: "attribute.value", type: "String" },
  ],
};

describe("identity provider mapper form state", () => {
  it("starts a new mapper on inherit with the type's properties empty", () => {
    expect(mapperFormValues(hardcoded)).toEqual({
      name: "",
      type: "hardcoded-attribute-idp-mapper",
      syncMode: "INHERIT",
      config: { attribute: "", "attribute%2Evalue": "" },
    });
  });

  it("reads a saved mapper's sync mode and properties, dotted names encoded", () => {
    const values = mapperFormValues(hardcoded, {
      name: "department",
      identityProviderMapper: "hardcoded-attribute-idp-mapper",
      config: { syncMode: "FORCE", attribute: "department", "attribute.value": "sales" },
    });
    expect(values.syncMode).toBe("FORCE");
    expect(values.name).toBe("department");
    expect(Object.values(values.config)).toEqual(["department", "sales"]);
  });

  it("falls back to inherit for a sync mode it does not know", () => {
    expect(mapperFormValues(hardcoded, { config: { syncMode: "SOMETIMES" } }).syncMode).toBe(
      "INHERIT",
    );
  });

  it("keeps config keys the type does not describe, and the stored name and type", () => {
    const original = {
      id: "m1",
      name: "department",
      identityProviderAlias: "partner",
      identityProviderMapper: "hardcoded-attribute-idp-mapper",
      config: { syncMode: "INHERIT", attribute: "department", "custom.key": "kept" },
    };
    const values = mapperFormValues(hardcoded, original);
    const sent = mapperFromForm(
      {
        ...values,
        name: "renamed",
        syncMode: "IMPORT",
        config: { ...values.config, "attribute%2Evalue": "support" },
      },
      hardcoded,
      original,
    );
    expect(sent).toEqual({
      id: "m1",
      name: "department",
      identityProviderAlias: "partner",
      identityProviderMapper: "hardcoded-attribute-idp-mapper",
      config: {
        syncMode: "IMPORT",
        attribute: "department",
        "attribute.value": "support",
        "custom.key": "kept",
      },
    });
  });

  it("trims a new mapper's name and sends the chosen type", () => {
    const sent = mapperFromForm({ ...mapperFormValues(hardcoded), name: "  team  " }, hardcoded);
    expect(sent).toMatchObject({
      name: "team",
      identityProviderMapper: "hardcoded-attribute-idp-mapper",
      config: { syncMode: "INHERIT" },
    });
  });
});
