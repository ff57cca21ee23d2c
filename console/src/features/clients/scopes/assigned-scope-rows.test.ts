import { describe, expect, it } from "vitest";
import { addableScopes, scopeRows } from "./assigned-scope-rows";

const assigned = {
  defaultScopes: [{ id: "p", name: "profile", description: "Your profile" }],
  optionalScopes: [{ id: "a", name: "address" }],
};

describe("a client's scope rows", () => {
  it("lists the dedicated scope first, then default and optional scopes by name", () => {
    expect(scopeRows("shop", assigned)).toEqual([
      { kind: "dedicated", name: "shop-dedicated" },
      { kind: "assigned", id: "a", name: "address", type: "optional", description: "" },
      { kind: "assigned", id: "p", name: "profile", type: "default", description: "Your profile" },
    ]);
  });

  it("takes a description the client's list leaves out from the realm's scopes", () => {
    const realmScopes = [{ id: "a", name: "address", description: "Postal address" }];
    expect(scopeRows("shop", assigned, realmScopes)[1]).toMatchObject({
      name: "address",
      description: "Postal address",
    });
  });

  it("offers only the realm's scopes of the client's protocol that it does not have yet", () => {
    const realmScopes = [
      { id: "p", name: "profile", protocol: "openid-connect" },
      { id: "r", name: "roles" },
      { id: "e", name: "email", protocol: "openid-connect" },
      { id: "s", name: "saml-role", protocol: "saml" },
    ];
    expect(addableScopes(realmScopes, assigned, "openid-connect").map((s) => s.name)).toEqual([
      "email",
      "roles",
    ]);
    expect(addableScopes(realmScopes, assigned, "saml").map((s) => s.name)).toEqual(["saml-role"]);
  });
});
