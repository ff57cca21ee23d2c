import { describe, expect, it } from "vitest";
import { withOpenIdScope } from "./scope.js";

describe("withOpenIdScope", () => {
  it("asks for openid when no scope is given", () => {
    expect(withOpenIdScope(undefined)).toBe("openid");
    expect(withOpenIdScope("")).toBe("openid");
  });

  it("puts openid first when it is missing", () => {
    expect(withOpenIdScope("profile email")).toBe("openid profile email");
  });

  it("keeps a scope that has openid as a word", () => {
    expect(withOpenIdScope("email openid")).toBe("email openid");
  });

  it("does not take a longer scope name for openid", () => {
    expect(withOpenIdScope("openid-extra")).toBe("openid openid-extra");
  });
});
