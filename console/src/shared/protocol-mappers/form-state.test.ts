import type { ProtocolMapperTypeRepresentation } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { mapperFormValues, mapperFromForm } from "./form-state";
import { mapperRows } from "./mapper-types";

const roleListType: ProtocolMapperTypeRepresentation = {
  id: "saml-role-list-mapper",
  name: "Role list",
  category: "Role Mapper",
  priority: 0,
  properties: [
    { name: "attribute.name", type: "String", defaultValue: "Role" },
    { name: "attribute.nameformat", type: "List", options: ["Basic", "URI Reference"] },
    { name: "single", type: "boolean", defaultValue: "true" },
  ],
};

describe("mapper form state", () => {
  it("starts a new mapper from the type's defaults, a list on its first option", () => {
    expect(mapperFormValues(roleListType)).toEqual({
      name: "",
      config: { "attribute%2Ename": "Role", "attribute%2Enameformat": "Basic", single: true },
    });
  });

  it("builds a new mapper of the type with one string per setting", () => {
    const values = mapperFormValues(roleListType);
    values.name = " roles ";
    values.config["single"] = false;
    expect(mapperFromForm(values, roleListType, "saml")).toEqual({
      name: "roles",
      protocol: "saml",
      protocolMapper: "saml-role-list-mapper",
      config: { "attribute.name": "Role", "attribute.nameformat": "Basic", single: "false" },
    });
  });

  it("keeps a saved mapper's id, name and settings no property describes", () => {
    const saved = {
      id: "m-1",
      name: "roles",
      protocol: "saml",
      protocolMapper: "saml-role-list-mapper",
      config: { "attribute.name": "memberOf", "friendly.name": "groups" },
    };
    const values = mapperFormValues(roleListType, saved);
    expect(values.config["attribute%2Enameformat"]).toBe("");
    values.name = "renamed";
    expect(mapperFromForm(values, roleListType, "saml", saved)).toEqual({
      ...saved,
      config: {
        "attribute.name": "memberOf",
        "friendly.name": "groups",
        "attribute.nameformat": "",
        single: "true",
      },
    });
  });
});

describe("mapperRows", () => {
  it("gives each mapper its type's name, category and priority, or the type's id when unknown", () => {
    expect(
      mapperRows(
        [
          { id: "a", name: "roles", protocolMapper: "saml-role-list-mapper" },
          { id: "b", name: "custom", protocolMapper: "acme-mapper" },
          { name: "not saved" },
        ],
        [roleListType],
      ),
    ).toEqual([
      { id: "a", name: "roles", category: "Role Mapper", typeName: "Role list", priority: 0 },
      { id: "b", name: "custom", category: "", typeName: "acme-mapper", priority: undefined },
    ]);
  });
});
