import { describe, expect, it } from "vitest";
import { resourceFiltersFrom } from "./resource-filters";

describe("resourceFiltersFrom", () => {
  it("keeps the server's filters with a value, trimmed, and drops the rest", () => {
    expect(
      resourceFiltersFrom({ type: " urn:doc ", uri: "", owner: "  ", scope: "read", page: "2" }),
    ).toEqual({ type: "urn:doc", scope: "read" });
  });

  it("is empty when the address holds none", () => {
    expect(resourceFiltersFrom({})).toEqual({});
  });
});
