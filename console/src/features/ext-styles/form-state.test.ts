import { describe, expect, it } from "vitest";
import {
  styleFormValues,
  styleRealmChanges,
  tabFields,
  usesAttributeLoginTheme,
} from "./form-state";

const realm = {
  realm: "acme",
  loginTheme: "keycloak.v2",
  attributes: {
    frontendUrl: "https://id.acme.test",
    "_providerConfig.assets.login.primaryColor": "#336699",
    "_providerConfig.assets.portal.css": "body { color: red; }",
  },
};

describe("style settings ↔ realm attributes", () => {
  it("reads the attributes it knows and leaves missing ones empty", () => {
    const values = styleFormValues(realm);
    expect(values.loginPrimaryColour).toBe("#336699");
    expect(values.portalCss).toBe("body { color: red; }");
    expect(values.logoUrl).toBe("");
    expect(styleFormValues({}).emailFooterLine1).toBe("");
  });

  it("saves one tab's settings, keeps every other attribute, and removes emptied ones", () => {
    const values = {
      ...styleFormValues(realm),
      loginPrimaryColour: " #abc ",
      loginBackgroundColour: "#ffffff",
      loginCss: "  ",
      // Another tab's change is not this tab's to save.
      portalCss: "",
    };
    expect(styleRealmChanges(values, realm, tabFields.login)).toEqual({
      attributes: {
        frontendUrl: "https://id.acme.test",
        "_providerConfig.assets.portal.css": "body { color: red; }",
        "_providerConfig.assets.login.primaryColor": "#abc",
        "_providerConfig.assets.login.secondaryColor": null,
        "_providerConfig.assets.login.backgroundColor": "#ffffff",
        "_providerConfig.assets.login.css": null,
      },
    });
  });

  it("keeps a style sheet's own spacing", () => {
    const css = "  .a {\n    color: red;\n  }\n";
    const changes = styleRealmChanges(
      { ...styleFormValues({}), portalCss: css },
      {},
      tabFields.portal,
    );
    expect(changes.attributes?.["_providerConfig.assets.portal.css"]).toBe(css);
  });

  it("knows which login themes read the attributes", () => {
    expect(usesAttributeLoginTheme(realm)).toBe(false);
    expect(usesAttributeLoginTheme({ loginTheme: "attributes" })).toBe(true);
    expect(usesAttributeLoginTheme({ loginTheme: "attributes-v2" })).toBe(true);
    expect(usesAttributeLoginTheme({})).toBe(false);
  });
});
