import { describe, expect, it } from "vitest";
import { groupFormValues, groupFromForm } from "./form-state";

describe("group name and description", () => {
  it("starts empty for a new group and from the group when renaming", () => {
    expect(groupFormValues()).toEqual({ name: "", description: "" });
    expect(groupFormValues({ name: "staff", description: "Everyone" })).toEqual({
      name: "staff",
      description: "Everyone",
    });
  });

  it("keeps the group's attributes, trims the name and sends an emptied description", () => {
    const group = { id: "g1", name: "staff", description: "Old", attributes: { a: ["1"] } };
    expect(groupFromForm({ name: "  crew ", description: "" }, group)).toEqual({
      id: "g1",
      name: "crew",
      description: "",
      attributes: { a: ["1"] },
    });
  });
});
