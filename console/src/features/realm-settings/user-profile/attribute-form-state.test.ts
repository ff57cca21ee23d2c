import type { UserProfileConfig } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import {
  attributeFormValues,
  attributeFromForm,
  moveName,
  newAttributeFormValues,
  withAddedAttribute,
  withAttributeOrder,
  withChangedAttribute,
  withoutAttribute,
} from "./attribute-form-state";

const config: UserProfileConfig = {
  attributes: [{ name: "username" }, { name: "email" }, { name: "firstName" }],
  groups: [{ name: "user-metadata" }],
  unmanagedAttributePolicy: undefined,
};

describe("attribute form state", () => {
  it("reads a stored attribute with scopes, requirement, permissions and validators", () => {
    const values = attributeFormValues({
      name: "phone",
      displayName: "${phone}",
      group: "contact",
      multivalued: true,
      selector: { scopes: ["phone"] },
      required: { roles: ["user"], scopes: ["phone"] },
      permissions: { view: ["admin", "user"], edit: ["admin"] },
      validations: { length: { min: 3 } },
      annotations: { inputType: "text", nested: { a: 1 } },
    });
    expect(values).toEqual({
      name: "phone",
      displayName: "${phone}",
      multivalued: true,
      group: "contact",
      enabledWhen: "scopes",
      enabledScopes: ["phone"],
      required: true,
      requiredFor: ["user"],
      requiredWhen: "scopes",
      requiredScopes: ["phone"],
      viewers: ["admin", "user"],
      editors: ["admin"],
      validators: [{ name: "length", options: { min: 3 } }],
      annotations: [{ key: "inputType", value: "text" }],
    });
  });

  it("reads a requirement naming no roles as everyone's, and no requirement as optional", () => {
    expect(attributeFormValues({ name: "a", required: {} }).requiredFor).toEqual(["admin", "user"]);
    expect(attributeFormValues({ name: "a" }).required).toBe(false);
  });

  it("stores the form's values and keeps what the form does not show", () => {
    const values = {
      ...newAttributeFormValues(),
      name: " phone ",
      displayName: "Phone",
      required: true,
      requiredFor: ["admin"],
      validators: [{ name: "length", options: { min: "3" } }],
      annotations: [
        { key: "inputType", value: "tel" },
        { key: " ", value: "dropped" },
      ],
    };
    expect(
      attributeFromForm(values, {
        name: "phone",
        defaultValue: "0",
        annotations: { nested: { a: 1 }, inputType: "text" },
        selector: { scopes: ["old"] },
      }),
    ).toEqual({
      name: "phone",
      displayName: "Phone",
      defaultValue: "0",
      multivalued: false,
      required: { roles: ["admin"] },
      permissions: { view: ["admin", "user"], edit: ["admin"] },
      validations: { length: { min: "3" } },
      annotations: { nested: { a: 1 }, inputType: "tel" },
    });
  });

  it("stores scopes only when chosen with at least one scope", () => {
    const stored = attributeFromForm({
      ...newAttributeFormValues(),
      name: "a",
      enabledWhen: "scopes",
      enabledScopes: ["profile"],
      required: true,
      requiredWhen: "scopes",
      requiredScopes: [],
    });
    expect(stored.selector).toEqual({ scopes: ["profile"] });
    expect(stored.required).toEqual({ roles: ["admin", "user"] });
  });

  it("adds, changes in place and removes attributes, keeping groups and the policy", () => {
    const added = withAddedAttribute(config, { name: "phone" });
    expect(added.attributes?.map((attribute) => attribute.name)).toEqual([
      "username",
      "email",
      "firstName",
      "phone",
    ]);
    expect(added.groups).toEqual(config.groups);
    const changed = withChangedAttribute(config, "email", { name: "email", displayName: "Mail" });
    expect(changed.attributes?.[1]).toEqual({ name: "email", displayName: "Mail" });
    expect(withChangedAttribute(config, "gone", { name: "gone" }).attributes).toHaveLength(4);
    expect(
      withoutAttribute(config, "email").attributes?.map((attribute) => attribute.name),
    ).toEqual(["username", "firstName"]);
  });

  it("orders attributes by name, putting ones added meanwhile at the end", () => {
    const stored = withAddedAttribute(config, { name: "late" });
    const ordered = withAttributeOrder(stored, ["firstName", "username", "email"]);
    expect(ordered.attributes?.map((attribute) => attribute.name)).toEqual([
      "firstName",
      "username",
      "email",
      "late",
    ]);
  });

  it("moves a name within the list, leaving it as it is for a move off the ends", () => {
    expect(moveName(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveName(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveName(["a", "b", "c"], 0, 3)).toEqual(["a", "b", "c"]);
    expect(moveName(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
  });
});
