import type { UserProfileConfig } from "@gatehouse/admin-client";
import { describe, expect, it } from "vitest";
import { groupFormValues, groupFromForm, withGroup, withoutGroup } from "./group-form-state";

const config: UserProfileConfig = {
  attributes: [{ name: "username" }, { name: "phone", group: "contact" }],
  groups: [{ name: "user-metadata" }, { name: "contact", displayHeader: "Contact" }],
};

describe("attribute group form state", () => {
  it("reads and stores a group, keeping annotations that are not text", () => {
    const stored = {
      name: "contact",
      displayHeader: "Contact",
      annotations: { a: "1", b: { c: 2 } },
    };
    const values = groupFormValues(stored);
    expect(values).toEqual({
      name: "contact",
      displayHeader: "Contact",
      displayDescription: "",
      annotations: [{ key: "a", value: "1" }],
    });
    expect(
      JSON.parse(
        JSON.stringify(
          groupFromForm({ ...values, displayDescription: " How to reach you " }, stored),
        ),
      ),
    ).toEqual({
      name: "contact",
      displayHeader: "Contact",
      displayDescription: "How to reach you",
      annotations: { a: "1", b: { c: 2 } },
    });
  });

  it("replaces a group where it stands and adds a new one at the end", () => {
    const changed = withGroup(config, "contact", { name: "contact", displayHeader: "Reach" });
    expect(changed.groups).toEqual([
      { name: "user-metadata" },
      { name: "contact", displayHeader: "Reach" },
    ]);
    expect(
      withGroup(config, undefined, { name: "extra" }).groups?.map((group) => group.name),
    ).toEqual(["user-metadata", "contact", "extra"]);
  });

  it("removes a group and takes its attributes out of it", () => {
    const removed = withoutGroup(config, "contact");
    expect(removed.groups).toEqual([{ name: "user-metadata" }]);
    expect(removed.attributes).toEqual([{ name: "username" }, { name: "phone" }]);
  });
});
