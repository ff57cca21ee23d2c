import { describe, expect, it } from "vitest";
import {
  attributeFilterProblem,
  noUsersFilter,
  toAttributeQuery,
  toUserSearch,
} from "./search-state";

describe("toUserSearch", () => {
  it("sends the trimmed text as a search", () => {
    expect(toUserSearch("  ali ", noUsersFilter)).toEqual({ search: "ali" });
  });

  it("quotes the text for an exact search", () => {
    expect(toUserSearch("alice", { exact: true, attributes: [] })).toEqual({ search: '"alice"' });
  });

  it("sends nothing when there is no text", () => {
    expect(toUserSearch(" ", { exact: true, attributes: [] })).toEqual({});
  });

  it("searches by every attribute condition at once, instead of the text", () => {
    const filter = {
      exact: false,
      attributes: [
        { key: "dept", value: "sales" },
        { key: " city ", value: " Paris " },
      ],
    };
    expect(toUserSearch("ignored", filter)).toEqual({ q: "dept:sales city:Paris" });
  });
});

describe("attribute conditions", () => {
  it("joins conditions with spaces", () => {
    expect(toAttributeQuery([{ key: "a", value: "1" }])).toBe("a:1");
  });

  it("needs both a key and a value without spaces", () => {
    expect(attributeFilterProblem({ key: "", value: "x" })).toBe("bothNeeded");
    expect(attributeFilterProblem({ key: "a b", value: "x" })).toBe("noSpaces");
    expect(attributeFilterProblem({ key: "a", value: "x y" })).toBe("noSpaces");
    expect(attributeFilterProblem({ key: "dept", value: "sales" })).toBeUndefined();
  });
});
