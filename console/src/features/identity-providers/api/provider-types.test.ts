import { describe, expect, it } from "vitest";
import { providerTypeGroups, providerTypeName } from "./provider-types";

const serverInfo = {
  identityProviders: [
    { id: "saml", name: "SAML v2.0", groupName: "User-defined" },
    { id: "github", name: "GitHub", groupName: "Social" },
    { id: "oidc", name: "OpenID Connect v1.0", groupName: "User-defined" },
    { id: "jwt-authorization-grant", name: "JWT Authorization Grant", groupName: "User-defined" },
  ],
  socialProviders: [
    { id: "google", name: "Google", groupName: "Social" },
    { id: "github", name: "GitHub", groupName: "Social" },
  ],
};

describe("provider types", () => {
  it("splits the server's types into user-defined and social, each sorted by name, leaving out types without a settings form", () => {
    const groups = providerTypeGroups(serverInfo);
    expect(groups.userDefined.map((type) => type.id)).toEqual(["oidc", "saml"]);
    expect(groups.social.map((type) => type.id)).toEqual(["github", "google"]);
  });

  it("names a type as the server does, and an unknown one by its id", () => {
    expect(providerTypeName(serverInfo, "google")).toBe("Google");
    expect(providerTypeName(serverInfo, "retired-type")).toBe("retired-type");
  });
});
