import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConfigurationError, CryptoError, NotSupportedError, UsageError } from "./errors.js";
import { Keycloak } from "./keycloak.js";
import { s256Challenge } from "./pkce.js";
import { issueTokens, json, realmUrl, stubFetch } from "../test/support/fake-server.js";
import { newKeycloak, pageUrl, recordingAdapter } from "../test/support/instance.js";

const oidcMetadata = {
  authorization_endpoint: "https://idp.example.com/authorize",
  token_endpoint: "https://idp.example.com/token",
};

async function signedIn(): Promise<Keycloak> {
  const tokens = issueTokens("n");
  stubFetch(() => json(issueTokens("n")));
  const keycloak = newKeycloak();
  await keycloak.init({
    checkLoginIframe: false,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
  });
  return keycloak;
}

beforeEach(() => {
  window.history.replaceState(null, "", pageUrl);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe("constructor", () => {
  it("names the missing property", () => {
    expect(
      () =>
        new Keycloak({ url: "https://sso", clientId: "c" } as unknown as {
          url: string;
          realm: string;
          clientId: string;
        }),
    ).toThrow(
      new ConfigurationError("The configuration object is missing the required 'realm' property."),
    );
  });

  it("exposes the configuration", () => {
    const keycloak = newKeycloak();
    expect(keycloak).toMatchObject({
      authServerUrl: "https://sso.example.com",
      realm: "test",
      clientId: "app",
      authenticated: false,
      didInitialize: false,
      timeSkew: null,
      responseMode: "fragment",
      flow: "standard",
      pkceMethod: "S256",
    });
  });
});

describe("methods", () => {
  it("stay bound when destructured", async () => {
    const keycloak = await signedIn();
    const {
      hasRealmRole,
      isTokenExpired,
      createAccountUrl,
      createLoginUrl,
      updateToken,
      clearToken,
    } = keycloak;
    expect(hasRealmRole("admin")).toBe(true);
    expect(isTokenExpired()).toBe(false);
    expect(createAccountUrl()).toContain("/realms/test/account");
    await expect(createLoginUrl()).resolves.toContain("client_id=app");
    await expect(updateToken(5)).resolves.toBe(false);
    clearToken();
    expect(keycloak.authenticated).toBe(false);
  });
});

describe("createLoginUrl", () => {
  it("stores the state with a PKCE verifier whose challenge it sends", async () => {
    const keycloak = newKeycloak();
    await keycloak.init({ checkLoginIframe: false, redirectUri: `${pageUrl}#/master` });
    const url = new URL(await keycloak.createLoginUrl());
    const state = url.searchParams.get("state") ?? "";
    const stored = JSON.parse(localStorage.getItem(`kc-callback-${state}`) ?? "null") as {
      nonce: string;
      redirectUri: string;
      pkceCodeVerifier: string;
    };
    expect(url.origin + url.pathname).toBe(`${realmUrl}/protocol/openid-connect/auth`);
    expect(stored.redirectUri).toBe(`${pageUrl}#/master`);
    expect(url.searchParams.get("nonce")).toBe(stored.nonce);
    expect(stored.pkceCodeVerifier).toMatch(/^[A-Za-z0-9]{96}$/);
    expect(url.searchParams.get("code_challenge")).toBe(
      await s256Challenge(stored.pkceCodeVerifier),
    );
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("redirect_uri")).toBe(`${pageUrl}#/master`);
  });

  it("sends no challenge with pkceMethod false and no nonce with useNonce false", async () => {
    const keycloak = newKeycloak();
    await keycloak.init({
      checkLoginIframe: false,
      pkceMethod: false,
      useNonce: false,
      scope: "email",
    });
    const url = new URL(await keycloak.createLoginUrl());
    expect(url.searchParams.has("code_challenge")).toBe(false);
    expect(url.searchParams.has("nonce")).toBe(false);
    expect(url.searchParams.get("scope")).toBe("openid email");
  });

  it("sends the flow's response type and mode", async () => {
    const keycloak = newKeycloak();
    await keycloak.init({ checkLoginIframe: false, flow: "hybrid", responseMode: "query" });
    const url = new URL(await keycloak.createLoginUrl());
    expect(url.searchParams.get("response_type")).toBe("code id_token token");
    expect(url.searchParams.get("response_mode")).toBe("query");
  });

  it("says so when Web Crypto is missing", async () => {
    const keycloak = newKeycloak();
    await keycloak.init({ checkLoginIframe: false });
    vi.stubGlobal("crypto", undefined);
    await expect(keycloak.createLoginUrl()).rejects.toThrow(
      new CryptoError("Web Crypto API is not available."),
    );
  });

  it("points registration at the registrations endpoint", async () => {
    const keycloak = newKeycloak();
    await keycloak.init({ checkLoginIframe: false });
    const url = new URL(await keycloak.createRegisterUrl({ loginHint: "bob" }));
    expect(url.pathname).toBe("/realms/test/protocol/openid-connect/registrations");
    expect(url.searchParams.get("login_hint")).toBe("bob");
  });
});

describe("logout", () => {
  it("builds the GET address with the ID token hint", async () => {
    const keycloak = await signedIn();
    keycloak.idToken = "ID";
    const url = new URL(keycloak.createLogoutUrl({ redirectUri: "http://localhost:3000/bye" }));
    expect(url.pathname).toBe("/realms/test/protocol/openid-connect/logout");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: "app",
      post_logout_redirect_uri: "http://localhost:3000/bye",
      id_token_hint: "ID",
    });
  });

  it("returns the bare endpoint for POST and submits a form", async () => {
    const keycloak = await signedIn();
    keycloak.idToken = "ID";
    expect(keycloak.createLogoutUrl({ logoutMethod: "POST" })).toBe(
      `${realmUrl}/protocol/openid-connect/logout`,
    );
    const submit = vi
      .spyOn(HTMLFormElement.prototype, "submit")
      .mockImplementation(() => undefined);
    await keycloak.logout({ logoutMethod: "POST", redirectUri: "http://localhost:3000/bye" });
    expect(submit).toHaveBeenCalledTimes(1);
    const submitted = document.querySelector("form");
    expect(submitted?.method.toUpperCase()).toBe("POST");
    expect(submitted?.action).toBe(`${realmUrl}/protocol/openid-connect/logout`);
    expect(Object.fromEntries(new FormData(submitted ?? undefined))).toEqual({
      client_id: "app",
      post_logout_redirect_uri: "http://localhost:3000/bye",
      id_token_hint: "ID",
    });
  });
});

describe("account, profile and user info", () => {
  it("builds the account address", async () => {
    const keycloak = await signedIn();
    const url = new URL(keycloak.createAccountUrl({ redirectUri: "http://localhost:3000/back" }));
    expect(url.origin + url.pathname).toBe(`${realmUrl}/account`);
    expect(url.searchParams.get("referrer")).toBe("app");
    expect(url.searchParams.get("referrer_uri")).toBe("http://localhost:3000/back");
  });

  it("loads the profile and the user info with the bearer token", async () => {
    const keycloak = await signedIn();
    const { calls } = stubFetch((call) =>
      json(call.url.endsWith("/account") ? { username: "alice" } : { preferred_username: "alice" }),
    );
    await expect(keycloak.loadUserProfile()).resolves.toEqual({ username: "alice" });
    await expect(keycloak.loadUserInfo()).resolves.toEqual({ preferred_username: "alice" });
    expect(keycloak.profile?.username).toBe("alice");
    expect(keycloak.userInfo?.preferred_username).toBe("alice");
    expect(calls.map((call) => call.url)).toEqual([
      `${realmUrl}/account`,
      `${realmUrl}/protocol/openid-connect/userinfo`,
    ]);
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get("Authorization")).toBe(`bearer ${keycloak.token ?? ""}`);
    expect(headers.get("Accept")).toBe("application/json");
  });

  it("needs a token for the profile", async () => {
    const keycloak = newKeycloak();
    await keycloak.init({ checkLoginIframe: false });
    await expect(keycloak.loadUserProfile()).rejects.toThrow(
      new UsageError(
        "Unable to build authorization header, token is not set, make sure the user is authenticated.",
      ),
    );
  });
});

describe("generic OpenID provider mode", () => {
  it("refuses what only Keycloak offers", async () => {
    const keycloak = new Keycloak({ clientId: "app", oidcProvider: oidcMetadata });
    await keycloak.init({ checkLoginIframe: false });
    expect(() => keycloak.createAccountUrl()).toThrow(
      "Unable to create account URL, make sure the adapter is not configured using a generic OIDC provider.",
    );
    await expect(keycloak.accountManagement()).rejects.toThrow(
      new NotSupportedError("Not supported by the OIDC server"),
    );
    await expect(keycloak.loadUserProfile()).rejects.toThrow(
      "Unable to load user profile, make sure the adapter is not configured using a generic OIDC provider.",
    );
    await expect(keycloak.createRegisterUrl()).rejects.toThrow(
      'Redirection to "Register user" page not supported in standard OIDC mode',
    );
    expect(() => keycloak.createLogoutUrl()).toThrow("Not supported by the OIDC server");
    await expect(keycloak.loadUserInfo()).rejects.toThrow("Not supported by the OIDC server");
  });

  it("runs without a session-status page or cookie check when the provider has none", async () => {
    const keycloak = new Keycloak({ clientId: "app", oidcProvider: oidcMetadata });
    await expect(
      keycloak.init({ onLoad: "check-sso", adapter: recordingAdapter(keycloak).adapter }),
    ).resolves.toBe(false);
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("logs in at the provider's authorization endpoint", async () => {
    const keycloak = new Keycloak({ clientId: "app", oidcProvider: oidcMetadata });
    await keycloak.init({ checkLoginIframe: false });
    expect(await keycloak.createLoginUrl()).toMatch(
      /^https:\/\/idp\.example\.com\/authorize\?client_id=app&/,
    );
  });
});

describe("fetch", () => {
  it("sends the bearer token", async () => {
    const keycloak = await signedIn();
    const { calls } = stubFetch(() => json({ ok: true }));
    const response = await keycloak.fetch("https://api.example.com/things", {
      headers: { "X-Extra": "1" },
    });
    expect(response.status).toBe(200);
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get("Authorization")).toBe(`Bearer ${keycloak.token ?? ""}`);
    expect(headers.get("X-Extra")).toBe("1");
  });

  it("refreshes once and retries once on 401", async () => {
    const keycloak = await signedIn();
    const fresh = issueTokens("n", { sub: "fresh" });
    let apiCalls = 0;
    const { calls } = stubFetch((call) => {
      if (call.url.endsWith("/token")) return json(fresh);
      apiCalls += 1;
      return json({}, 401);
    });
    const response = await keycloak.fetch("https://api.example.com/things");
    expect(response.status).toBe(401);
    expect(apiCalls).toBe(2);
    expect(calls.filter((call) => call.url.endsWith("/token"))).toHaveLength(1);
    expect(new Headers(calls.at(-1)?.init?.headers).get("Authorization")).toBe(
      `Bearer ${fresh.access_token}`,
    );
  });

  it("needs a token", async () => {
    await expect(newKeycloak().fetch("https://api.example.com")).rejects.toBeInstanceOf(UsageError);
  });
});
