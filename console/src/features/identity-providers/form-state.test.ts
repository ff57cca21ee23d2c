import { describe, expect, it } from "vitest";
import {
  brokerRedirectUri,
  configField,
  identityProviderFormValues,
  identityProviderFrom,
  newProviderConfig,
} from "./form-state";

describe("identity provider form state", () => {
  it("keeps config keys no form shows, and fields the form does not hold, when saving", () => {
    const stored = {
      alias: "corp",
      providerId: "oidc",
      internalId: "abc",
      enabled: true,
      config: { clientId: "old", "custom.key": "kept", syncMode: "IMPORT" },
    };
    const values = identityProviderFormValues(stored);
    values.config.clientId = "new";
    values.displayName = "  Corp  ";
    const sent = identityProviderFrom(values, "oidc", stored);
    expect(sent).toMatchObject({
      alias: "corp",
      internalId: "abc",
      displayName: "Corp",
      config: { clientId: "new", "custom.key": "kept", syncMode: "IMPORT" },
    });
  });

  it("holds a dotted key as one encoded field and stores it under its own name", () => {
    const stored = { alias: "corp", config: { "kc.org.domain": "example.org" } };
    const values = identityProviderFormValues(stored);
    expect(configField("kc.org.domain")).toBe("config.kc%2Eorg%2Edomain");
    expect(values.config["kc%2Eorg%2Edomain"]).toBe("example.org");
    values.config["kc%2Eorg%2Edomain"] = "example.com";
    expect(identityProviderFrom(values, "oidc", stored).config).toEqual({
      "kc.org.domain": "example.com",
    });
  });

  it("stores switches and numbers as text and leaves emptied values out", () => {
    const stored = { alias: "corp", config: { issuer: "https://idp", pkceEnabled: "true" } };
    const values = identityProviderFormValues(stored);
    const config = values.config as Record<string, unknown>;
    config.issuer = " ";
    config.pkceEnabled = false;
    config.allowedClockSkew = 5;
    expect(identityProviderFrom(values, "oidc", stored).config).toEqual({
      pkceEnabled: "false",
      allowedClockSkew: "5",
    });
  });

  it("starts a new provider with the first-login flow and its type's defaults", () => {
    const values = identityProviderFormValues(undefined, "oidc");
    expect(values.firstBrokerLoginFlowAlias).toBe("first broker login");
    expect(values.config).toEqual(newProviderConfig("oidc"));
    values.alias = " corp ";
    values.postBrokerLoginFlowAlias = "";
    const sent = identityProviderFrom(values, "oidc");
    expect(sent.alias).toBe("corp");
    expect(sent.providerId).toBe("oidc");
    expect(sent.postBrokerLoginFlowAlias).toBeUndefined();
    expect(newProviderConfig("saml")).toEqual({ syncMode: "LEGACY" });
  });

  it("builds the broker endpoint other side sends users back to", () => {
    expect(brokerRedirectUri("http://kc:8080/", "my realm", "corp")).toBe(
      "http://kc:8080/realms/my%20realm/broker/corp/endpoint",
    );
  });
});
