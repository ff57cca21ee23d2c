import { describe, expect, it } from "vitest";
import {
  decodeFieldKey,
  decodeKeys,
  encodeFieldKey,
  encodeKeys,
  flattenDotted,
  unflattenDotted,
} from "./dotted-keys";

describe("encodeFieldKey", () => {
  it("leaves plain keys readable", () => {
    expect(encodeFieldKey("department")).toBe("department");
    expect(encodeFieldKey("user-attribute_1")).toBe("user-attribute_1");
  });

  it("encodes the characters react-hook-form reads as path syntax", () => {
    expect(encodeFieldKey("claim.name")).toBe("claim%2Ename");
    expect(encodeFieldKey(`a[0]"b'`)).toBe("a%5B0%5D%22b%27");
  });

  it("encodes the escape character itself so that decoding is exact", () => {
    expect(encodeFieldKey("100%")).toBe("100%25");
    expect(decodeFieldKey(encodeFieldKey("%2E"))).toBe("%2E");
  });

  it("keeps an all-digit key from turning into an array index", () => {
    expect(encodeFieldKey("42")).toBe("%342");
    expect(decodeFieldKey("%342")).toBe("42");
  });

  it.each(["claim.name", "a..b", ".", "%", "%25", "0", "007", "x[y]", "ü.ñ", "🍺.🍺", ""])(
    "round-trips %j",
    (key) => {
      const encoded = encodeFieldKey(key);
      expect(encoded).not.toMatch(/[.[\]"']/);
      expect(decodeFieldKey(encoded)).toBe(key);
    },
  );
});

describe("encodeKeys / decodeKeys", () => {
  it("encodes and decodes every key of a map and keeps the values", () => {
    const map = { "claim.name": ["email"], plain: "x" };
    const encoded = encodeKeys(map);
    expect(encoded).toEqual({ "claim%2Ename": ["email"], plain: "x" });
    expect(decodeKeys(encoded)).toEqual(map);
  });
});

describe("flattenDotted / unflattenDotted", () => {
  it("flattens nested maps and protects dots inside keys", () => {
    expect(
      flattenDotted({
        name: "mapper",
        config: { "claim.name": ["email"], "access.token.claim": "true" },
      }),
    ).toEqual({
      name: "mapper",
      "config.claim%2Ename": ["email"],
      "config.access%2Etoken%2Eclaim": "true",
    });
  });

  it("treats arrays, nulls and empty objects as leaves", () => {
    expect(flattenDotted({ list: [{ a: 1 }], none: null, empty: {} })).toEqual({
      list: [{ a: 1 }],
      none: null,
      empty: {},
    });
  });

  it("rebuilds the nested maps with the original keys", () => {
    expect(unflattenDotted({ "config.claim%2Ename": ["email"], "config.x": "1", top: 2 })).toEqual({
      config: { "claim.name": ["email"], x: "1" },
      top: 2,
    });
  });

  it("round-trips deep maps whose keys contain dots, digits and the escape character", () => {
    const value = {
      attributes: { "address.city": ["Graz"], "100%": ["full"], "7": ["seven"] },
      config: { nested: { "a.b": { "c.d": "deep" } }, plain: ["x", "y"] },
      enabled: true,
      empty: {},
    };
    const flat = flattenDotted(value);
    expect(Object.keys(flat)).toContain("attributes.address%2Ecity");
    expect(Object.keys(flat)).toContain("config.nested.a%2Eb.c%2Ed");
    expect(unflattenDotted(flat)).toEqual(value);
  });

  it("keeps __proto__ keys as data when rebuilding", () => {
    const rebuilt = unflattenDotted({ "__proto__.polluted": "yes" });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(Object.hasOwn(rebuilt, "__proto__")).toBe(true);
  });
});
