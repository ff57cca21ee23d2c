import { describe, expect, it } from "vitest";
import { buildAccountUrl, buildAuthorizeUrl, buildLogoutUrl, logoutFormFields } from "./urls.js";
import type { AuthorizeRequest } from "./urls.js";

const base: AuthorizeRequest = {
  endpoint: "https://sso/realms/r/protocol/openid-connect/auth",
  clientId: "console",
  redirectUri: "https://app/console/#/master/users",
  state: "S",
  responseMode: "fragment",
  responseType: "code",
  options: {},
};

const paramsOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe("buildAuthorizeUrl", () => {
  it("sends the minimal parameters", () => {
    const url = buildAuthorizeUrl(base);
    expect(url.startsWith(`${base.endpoint}?`)).toBe(true);
    expect(paramsOf(url)).toEqual({
      client_id: "console",
      redirect_uri: "https://app/console/#/master/users",
      state: "S",
      response_mode: "fragment",
      response_type: "code",
      scope: "openid",
    });
  });

  it.each([
    ["standard", "code"],
    ["implicit", "id_token token"],
    ["hybrid", "code id_token token"],
  ] as const)("sends the %s flow's response type", (_flow, responseType) => {
    for (const responseMode of ["fragment", "query"] as const) {
      const params = paramsOf(buildAuthorizeUrl({ ...base, responseType, responseMode }));
      expect(params.response_type).toBe(responseType);
      expect(params.response_mode).toBe(responseMode);
    }
  });

  it("sends nonce and PKCE challenge", () => {
    const params = paramsOf(
      buildAuthorizeUrl({ ...base, nonce: "N", codeChallenge: "CH", codeChallengeMethod: "S256" }),
    );
    expect(params).toMatchObject({
      nonce: "N",
      code_challenge: "CH",
      code_challenge_method: "S256",
    });
  });

  it("maps every login option to its parameter", () => {
    const params = paramsOf(
      buildAuthorizeUrl({
        ...base,
        defaultScope: "email",
        options: {
          scope: "profile",
          prompt: "login",
          maxAge: 0,
          loginHint: "alice",
          idpHint: "github",
          action: "UPDATE_PASSWORD",
          locale: "de",
          acr: { values: ["gold"], essential: true },
          acrValues: "2",
        },
      }),
    );
    expect(params).toMatchObject({
      scope: "openid profile",
      prompt: "login",
      max_age: "0",
      login_hint: "alice",
      kc_idp_hint: "github",
      kc_action: "UPDATE_PASSWORD",
      ui_locales: "de",
      claims: JSON.stringify({ id_token: { acr: { values: ["gold"], essential: true } } }),
      acr_values: "2",
    });
  });

  it("uses the init scope when the login options name none", () => {
    expect(paramsOf(buildAuthorizeUrl({ ...base, defaultScope: "email" })).scope).toBe(
      "openid email",
    );
  });

  it("does not send kc_action for registration", () => {
    expect(
      paramsOf(buildAuthorizeUrl({ ...base, options: { action: "register" } })).kc_action,
    ).toBeUndefined();
  });

  it("keeps query parameters the provider's endpoint already has", () => {
    const params = paramsOf(
      buildAuthorizeUrl({ ...base, endpoint: "https://idp/authorize?tenant=t1" }),
    );
    expect(params.tenant).toBe("t1");
    expect(params.client_id).toBe("console");
  });
});

describe("logout and account addresses", () => {
  const request = {
    endpoint: "https://sso/realms/r/protocol/openid-connect/logout",
    clientId: "console",
    redirectUri: "https://app/#/x",
  };

  it("builds the GET logout address with the ID token hint", () => {
    expect(paramsOf(buildLogoutUrl({ ...request, idToken: "ID" }))).toEqual({
      client_id: "console",
      post_logout_redirect_uri: "https://app/#/x",
      id_token_hint: "ID",
    });
    expect(paramsOf(buildLogoutUrl(request)).id_token_hint).toBeUndefined();
  });

  it("lists the POST logout form's fields", () => {
    expect(logoutFormFields({ ...request, idToken: "ID" })).toEqual({
      client_id: "console",
      post_logout_redirect_uri: "https://app/#/x",
      id_token_hint: "ID",
    });
  });

  it("builds the account console address", () => {
    const url = buildAccountUrl("https://sso/realms/r", "console", "https://app/#/x");
    expect(url.split("?")[0]).toBe("https://sso/realms/r/account");
    expect(paramsOf(url)).toEqual({ referrer: "console", referrer_uri: "https://app/#/x" });
  });
});
