import { describe, expect, it } from "vitest";
import {
  attributesFormValues,
  groupFormValues,
  groupFromForm,
  groupWithAttributes,
} from "./form-state";

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

describe("group attributes", () => {
  it("shows one row per value, a multivalued key on several rows", () => {
    expect(attributesFormValues({ attributes: { team: ["red", "blue"], site: ["x"] } })).toEqual({
      attributes: [
        { key: "team", value: "red" },
        { key: "team", value: "blue" },
        { key: "site", value: "x" },
      ],
    });
    expect(attributesFormValues({})).toEqual({ attributes: [] });
  });

  it("sends the rows back as lists of values, blank keys dropped, the rest of the group kept", () => {
    const group = { id: "g1", name: "staff", attributes: { old: ["gone"] } };
    expect(
      groupWithAttributes(group, {
        attributes: [
          { key: "team", value: "red" },
          { key: "", value: "lost" },
          { key: "team", value: "blue" },
        ],
      }),
    ).toEqual({ id: "g1", name: "staff", attributes: { team: ["red", "blue"] } });
  });
});
