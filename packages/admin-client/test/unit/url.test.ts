import { describe, expect, it } from "vitest";
import {
  buildUrl,
  expandTemplate,
  joinPath,
  templateKeys,
  toSearchParams,
} from "../../src/core/url.js";

describe("expandTemplate", () => {
  it("percent-encodes values so an id holding a slash stays one segment", () => {
    expect(expandTemplate("/users/{id}/groups", { id: "a/b c" })).toBe("/users/a%2Fb%20c/groups");
  });

  it("keeps slashes for reserved {+name} placeholders but encodes each segment", () => {
    expect(expandTemplate("/group-by-path/{+path}", { path: "parent/child one" })).toBe(
      "/group-by-path/parent/child%20one",
    );
  });

  it("accepts numbers and booleans", () => {
    expect(expandTemplate("/{a}/{b}", { a: 3, b: false })).toBe("/3/false");
  });

  it.each([undefined, null, ""])(
    "refuses a missing or empty value (%s) instead of producing //",
    (value) => {
      expect(() => expandTemplate("/users/{id}/groups", { id: value })).toThrow(
        'The path parameter "id" is missing or empty in /users/{id}/groups.',
      );
    },
  );

  it("lists the placeholders of a template", () => {
    expect(templateKeys("/admin/realms/{realm}/users/{id}/{+rest}")).toEqual([
      "realm",
      "id",
      "rest",
    ]);
  });
});

describe("joinPath", () => {
  it.each([
    [["/", "/admin/realms"], "/admin/realms"],
    [["/auth/", "/admin/realms/"], "/auth/admin/realms/"],
    [["", "admin"], "/admin"],
    [["/auth//", "//admin", ""], "/auth/admin/"],
  ])("joins %j without double slashes", (pieces, expected) => {
    expect(joinPath(...pieces)).toBe(expected);
  });
});

describe("toSearchParams", () => {
  it("drops undefined, null and empty strings but keeps false and 0", () => {
    const params = toSearchParams({ a: undefined, b: null, c: "", d: false, e: 0, f: "x" });
    expect(params.toString()).toBe("d=false&e=0&f=x");
  });

  it("repeats the key for each array element and skips empty elements", () => {
    const params = toSearchParams({ type: ["LOGIN", "", "LOGOUT"], none: [] });
    expect(params.toString()).toBe("type=LOGIN&type=LOGOUT");
  });

  it("sends a Date as epoch milliseconds, which the event filters accept", () => {
    expect(toSearchParams({ dateFrom: new Date(Date.UTC(2024, 0, 2)) }).get("dateFrom")).toBe(
      "1704153600000",
    );
  });

  it("encodes reserved characters", () => {
    expect(toSearchParams({ q: "key:a b&c" }).toString()).toBe("q=key%3Aa+b%26c");
  });
});

describe("buildUrl", () => {
  it.each(["http://kc.test", "http://kc.test/", "http://kc.test//"])(
    "never produces a double slash after the base %s",
    (base) => {
      expect(buildUrl(base, "/admin/realms/r").href).toBe("http://kc.test/admin/realms/r");
    },
  );

  it("keeps a path in the base URL", () => {
    expect(buildUrl("https://kc.test/auth/", "/admin/serverinfo").href).toBe(
      "https://kc.test/auth/admin/serverinfo",
    );
  });

  it("appends the query", () => {
    expect(buildUrl("http://kc.test", "/x", { max: 5, search: undefined }).href).toBe(
      "http://kc.test/x?max=5",
    );
  });
});
