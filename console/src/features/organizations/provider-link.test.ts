import { describe, expect, it } from "vitest";
import { domainKey, providerLinkValues, providerWithLink, redirectKey } from "./provider-link";

describe("provider link", () => {
  const provider = {
    alias: "sso",
    providerId: "oidc",
    hideOnLogin: false,
    config: { clientId: "x", [domainKey]: "old.test", [redirectKey]: "true" },
  };

  it("reads the domain, redirect and hide-on-login of a linked provider", () => {
    expect(providerLinkValues(provider)).toEqual({
      alias: "sso",
      domain: "old.test",
      redirectWhenEmailMatches: true,
      hideOnLogin: false,
    });
  });

  it("writes them into the provider as loaded, and drops the redirect without a domain", () => {
    expect(
      providerWithLink(provider, {
        alias: "sso",
        domain: "new.test",
        redirectWhenEmailMatches: false,
        hideOnLogin: true,
      }),
    ).toEqual({
      ...provider,
      hideOnLogin: true,
      config: { clientId: "x", [domainKey]: "new.test", [redirectKey]: "false" },
    });
    expect(
      providerWithLink(provider, {
        alias: "sso",
        domain: "",
        redirectWhenEmailMatches: true,
        hideOnLogin: false,
      }).config,
    ).toEqual({ clientId: "x" });
  });
});
