import { describe, expect, it } from "vitest";
import { clientScopeFormValues, clientScopeFrom, scopeNamePattern } from "./form-state";

const profile = {
  id: "p",
  name: "profile",
  description: "OpenID Connect built-in scope: profile",
  protocol: "openid-connect",
  attributes: {
    "include.in.token.scope": "true",
    "display.on.consent.screen": "true",
    "consent.screen.text": "${profileScopeConsentText}",
    "gui.order": "3",
    "custom.attribute": "kept",
  },
};

describe("client scope form state", () => {
  it("reads a scope's settings and realm-wide type into the form", () => {
    expect(clientScopeFormValues(profile, "default")).toEqual({
      name: "profile",
      description: "OpenID Connect built-in scope: profile",
      type: "default",
      protocol: "openid-connect",
      displayOnConsentScreen: true,
      consentScreenText: "${profileScopeConsentText}",
      includeInTokenScope: true,
      guiOrder: "3",
      isDynamicScope: false,
      dynamicScopeFormat: "",
    });
  });

  it("starts a new scope as OpenID Connect, type none, shown on consent and in the token scope", () => {
    const values = clientScopeFormValues();
    expect(values).toMatchObject({
      name: "",
      type: "none",
      protocol: "openid-connect",
      displayOnConsentScreen: true,
      includeInTokenScope: true,
    });
  });

  it("reads missing consent and token-scope flags as on, as the server does", () => {
    const values = clientScopeFormValues({ name: "bare", protocol: "saml" });
    expect(values.displayOnConsentScreen).toBe(true);
    expect(values.includeInTokenScope).toBe(true);
    expect(values.protocol).toBe("saml");
  });

  it("sends the changed settings and keeps attributes the form does not edit", () => {
    const values = {
      ...clientScopeFormValues(profile, "default"),
      name: " profile ",
      includeInTokenScope: false,
      guiOrder: "",
    };
    const sent = clientScopeFrom(values, profile);
    expect(sent.name).toBe("profile");
    expect(sent.id).toBe("p");
    expect(sent.attributes).toEqual({
      "include.in.token.scope": "false",
      "display.on.consent.screen": "true",
      "consent.screen.text": "${profileScopeConsentText}",
      "custom.attribute": "kept",
    });
  });

  it("drops the consent text when the scope leaves the consent screen", () => {
    const values = { ...clientScopeFormValues(profile), displayOnConsentScreen: false };
    const sent = clientScopeFrom(values, profile);
    expect(sent.attributes?.["display.on.consent.screen"]).toBe("false");
    expect(sent.attributes).not.toHaveProperty("consent.screen.text");
  });

  it("sends a dynamic scope's format, and switches it off with the format removed", () => {
    const dynamic = clientScopeFrom({
      ...clientScopeFormValues(),
      name: "payments",
      isDynamicScope: true,
      dynamicScopeFormat: " payments:* ",
    });
    expect(dynamic.attributes).toMatchObject({
      "is.dynamic.scope": "true",
      "dynamic.scope.regexp": "payments:*",
    });
    const off = clientScopeFrom(
      { ...clientScopeFormValues(dynamic), isDynamicScope: false },
      dynamic,
    );
    expect(off.attributes?.["is.dynamic.scope"]).toBe("false");
    expect(off.attributes).not.toHaveProperty("dynamic.scope.regexp");
  });

  it("keeps the protocol the scope was created with", () => {
    const saml = { name: "roles", protocol: "saml" };
    expect(
      clientScopeFrom({ ...clientScopeFormValues(saml), protocol: "openid-connect" }, saml)
        .protocol,
    ).toBe("saml");
  });

  it("accepts names as the server does: printable ASCII without space, quote or backslash", () => {
    for (const name of ["profile", "ok-name.x_y:z", "a/b", "a*b", "<x>"])
      expect(scopeNamePattern.test(name)).toBe(true);
    for (const name of ["has space", 'quo"te', "back\\slash", "ünï", "tab\tx", ""])
      expect(scopeNamePattern.test(name)).toBe(false);
  });
});
