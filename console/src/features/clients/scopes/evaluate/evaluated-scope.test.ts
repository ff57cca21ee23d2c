import { describe, expect, it } from "vitest";
import { evaluatedScope } from "./evaluated-scope";

describe("the evaluated scope parameter", () => {
  it("starts with openid for OpenID Connect clients, then the chosen optional scopes", () => {
    expect(evaluatedScope("openid-connect", [])).toBe("openid");
    expect(evaluatedScope("openid-connect", ["address", "phone"])).toBe("openid address phone");
  });

  it("names only the chosen scopes for SAML clients", () => {
    expect(evaluatedScope("saml", [])).toBe("");
    expect(evaluatedScope("saml", ["role_list"])).toBe("role_list");
  });
});
