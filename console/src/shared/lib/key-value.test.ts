import { describe, expect, it } from "vitest";
import { keyValueToMap, mapToKeyValue } from "./key-value";

describe("keyValueToMap", () => {
  it("groups rows that share a key into one list, in row order", () => {
    expect(
      keyValueToMap([
        { key: "team", value: "red" },
        { key: "site", value: "north" },
        { key: "team", value: "blue" },
      ]),
    ).toEqual({ team: ["red", "blue"], site: ["north"] });
  });

  it("drops rows whose key is blank", () => {
    expect(
      keyValueToMap([
        { key: " ", value: "lost" },
        { key: "", value: "" },
        { key: "kept", value: "" },
      ]),
    ).toEqual({ kept: [""] });
  });

  it("keeps a key named __proto__ as data instead of changing the prototype", () => {
    const map = keyValueToMap([{ key: "__proto__", value: "x" }]);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.hasOwn(map, "__proto__")).toBe(true);
    expect(map["__proto__"]).toEqual(["x"]);
  });
});

describe("mapToKeyValue", () => {
  it("spreads every value into its own row", () => {
    expect(mapToKeyValue({ team: ["red", "blue"], site: "north" })).toEqual([
      { key: "team", value: "red" },
      { key: "team", value: "blue" },
      { key: "site", value: "north" },
    ]);
  });

  it("yields no rows for a missing map or a key without values", () => {
    expect(mapToKeyValue(undefined)).toEqual([]);
    expect(mapToKeyValue({ empty: [], gone: undefined })).toEqual([]);
  });

  it("round-trips a map through rows", () => {
    const map = { team: ["red", "blue"], "a.b": ["c"] };
    expect(keyValueToMap(mapToKeyValue(map))).toEqual(map);
  });
});
