import { describe, expect, it } from "vitest";
import {
  attributeFilterProblem,
  noUsersFilter,
  parseAttributeQuery,
  attributeQueryText,
  userSearchConditions,
  usersFilterFromAddress,
  usersFilterToAddress,
} from "./search-state";

describe("userSearchConditions", () => {
  it("sends the trimmed text as a search", () => {
    expect(userSearchConditions("  ali ", noUsersFilter)).toEqual({ search: "ali" });
  });

  it("quotes the text for an exact search", () => {
    expect(userSearchConditions("alice", { exact: true, attributes: [] })).toEqual({
      search: '"alice"',
    });
  });

  it("sends nothing when there is no text", () => {
    expect(userSearchConditions(" ", { exact: true, attributes: [] })).toEqual({});
  });

  it("searches by every attribute condition at once, instead of the text", () => {
    const filter = {
      exact: false,
      attributes: [
        { key: "dept", value: "sales" },
        { key: " city ", value: " Paris " },
      ],
    };
    expect(userSearchConditions("ignored", filter)).toEqual({ q: "dept:sales city:Paris" });
  });
});

describe("attribute conditions", () => {
  it("joins conditions with spaces", () => {
    expect(attributeQueryText([{ key: "a", value: "1" }])).toBe("a:1");
  });

  it("needs both a key and a value without spaces", () => {
    expect(attributeFilterProblem({ key: "", value: "x" })).toBe("bothNeeded");
    expect(attributeFilterProblem({ key: "a b", value: "x" })).toBe("noSpaces");
    expect(attributeFilterProblem({ key: "a", value: "x y" })).toBe("noSpaces");
    expect(attributeFilterProblem({ key: "dept", value: "sales" })).toBeUndefined();
  });
});

describe("users filter in the address", () => {
  it("reads back what it writes", () => {
    const filter = {
      exact: true,
      attributes: [
        { key: "dept", value: "sales" },
        { key: "url", value: "https://x" },
      ],
    };
    const written = usersFilterToAddress(filter);
    expect(written).toEqual({ exact: "true", attributes: "dept:sales url:https://x" });
    expect(usersFilterFromAddress(written as Record<string, string>)).toEqual(filter);
  });

  it("leaves defaults out and reads a missing filter as none", () => {
    expect(usersFilterToAddress(noUsersFilter)).toEqual({
      exact: undefined,
      attributes: undefined,
    });
    expect(usersFilterFromAddress({})).toEqual(noUsersFilter);
  });

  it("drops pieces of a hand-edited attribute query that name no key or value", () => {
    expect(parseAttributeQuery("  dept:sales nonsense :x y: city:paris ")).toEqual([
      { key: "dept", value: "sales" },
      { key: "city", value: "paris" },
    ]);
  });
});
