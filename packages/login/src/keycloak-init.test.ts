import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isKeycloakError, NonceError } from "./errors.js";
import { issueTokens, json, stubFetch, tokenUrl } from "../test/support/fake-server.js";
import { newKeycloak, pageUrl, recordingAdapter, startLogin } from "../test/support/instance.js";

beforeEach(() => {
  window.history.replaceState(null, "", pageUrl);
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("init", () => {
  it("can run only once", async () => {
    const keycloak = newKeycloak();
    await expect(keycloak.init({ checkLoginIframe: false })).resolves.toBe(false);
    await expect(keycloak.init()).rejects.toThrow(
      "A 'Keycloak' instance can only be initialized once.",
    );
  });

  it("rejects invalid options", async () => {
    await expect(newKeycloak().init({ flow: "magic" as "standard" })).rejects.toThrow(
      "Invalid value for flow",
    );
  });

  it("starts a login with login-required, passing the locale", async () => {
    const keycloak = newKeycloak();
    const { adapter, logins } = recordingAdapter(keycloak);
    await keycloak.init({
      onLoad: "login-required",
      checkLoginIframe: false,
      adapter,
      locale: "de",
    });
    expect(logins).toEqual([{ locale: "de" }]);
    expect(keycloak.loginRequired).toBe(true);
  });

  it("asks without a login page with check-sso", async () => {
    const keycloak = newKeycloak();
    const { adapter, logins } = recordingAdapter(keycloak);
    await keycloak.init({ onLoad: "check-sso", checkLoginIframe: false, adapter });
    expect(logins).toEqual([{ prompt: "none" }]);
  });

  it.each(["fragment", "query"] as const)(
    "exchanges the code of a %s callback and keeps the hash route",
    async (responseMode) => {
      const route = "#/master/users/42?tab=roles";
      const login = await startLogin({
        redirectUri: pageUrl + route,
        responseMode,
        params: (state) => `state=${state}&session_state=x&code=CODE`,
      });
      const { calls } = stubFetch(() => json(login.tokens));
      window.history.replaceState(null, "", login.callbackUrl);

      const keycloak = newKeycloak();
      const onReady = vi.fn();
      const onAuthSuccess = vi.fn();
      keycloak.onReady = onReady;
      keycloak.onAuthSuccess = onAuthSuccess;
      await expect(keycloak.init({ checkLoginIframe: false, responseMode })).resolves.toBe(true);

      expect(window.location.href).toBe(pageUrl + route);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.url).toBe(tokenUrl);
      expect(calls[0]?.init?.credentials).toBe("include");
      expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
        code: "CODE",
        grant_type: "authorization_code",
        client_id: "app",
        redirect_uri: pageUrl + route,
        code_verifier: login.verifier,
      });
      expect(keycloak.authenticated).toBe(true);
      expect(keycloak.token).toBe(login.tokens.access_token);
      expect(keycloak.subject).toBe("user-1");
      expect(keycloak.sessionId).toBe("session-1");
      expect(keycloak.idTokenParsed?.nonce).toBe(login.nonce);
      expect(keycloak.hasRealmRole("admin")).toBe(true);
      expect(keycloak.hasResourceRole("viewer")).toBe(true);
      expect(keycloak.hasResourceRole("viewer", "other")).toBe(false);
      expect(keycloak.timeSkew).not.toBeNull();
      expect(onAuthSuccess).toHaveBeenCalledTimes(1);
      expect(onReady).toHaveBeenCalledWith(true);
    },
  );

  it("uses each stored login state once", async () => {
    const login = await startLogin({
      redirectUri: pageUrl,
      params: (state) => `state=${state}&code=C`,
    });
    stubFetch(() => json(login.tokens));
    window.history.replaceState(null, "", login.callbackUrl);
    await expect(newKeycloak().init({ checkLoginIframe: false })).resolves.toBe(true);

    window.history.replaceState(null, "", login.callbackUrl);
    const replay = newKeycloak();
    await expect(replay.init({ checkLoginIframe: false })).resolves.toBe(false);
    expect(replay.token).toBeUndefined();
    expect(window.location.href).toBe(pageUrl);
  });

  it("ignores a callback with an unknown state but still cleans the address", async () => {
    const { calls } = stubFetch(() => json({}));
    window.history.replaceState(null, "", `${pageUrl}#/realms&state=forged&code=C`);
    await expect(newKeycloak().init({ checkLoginIframe: false })).resolves.toBe(false);
    expect(calls).toHaveLength(0);
    expect(window.location.href).toBe(`${pageUrl}#/realms`);
  });

  it("clears the tokens and rejects when the nonce does not match", async () => {
    const login = await startLogin({
      redirectUri: pageUrl,
      params: (state) => `state=${state}&code=C`,
    });
    stubFetch(() => json(issueTokens("another-nonce")));
    window.history.replaceState(null, "", login.callbackUrl);
    const keycloak = newKeycloak();
    const error: unknown = await keycloak
      .init({ checkLoginIframe: false })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NonceError);
    expect((error as Error).message).toBe("Invalid nonce.");
    expect(keycloak.token).toBeUndefined();
    expect(keycloak.authenticated).toBe(false);
  });

  it("skips the nonce check with useNonce false", async () => {
    const login = await startLogin({
      redirectUri: pageUrl,
      params: (state) => `state=${state}&code=C`,
    });
    stubFetch(() => json(issueTokens("another-nonce")));
    window.history.replaceState(null, "", login.callbackUrl);
    await expect(newKeycloak().init({ checkLoginIframe: false, useNonce: false })).resolves.toBe(
      true,
    );
  });

  it("rejects with the plain OAuth error object keycloak-js rejects with, after onAuthError", async () => {
    const login = await startLogin({
      redirectUri: `${pageUrl}#/x`,
      params: (state) =>
        `error=access_denied&error_description=User%20said%20no&error_uri=https%3A%2F%2Fdocs&state=${state}`,
    });
    window.history.replaceState(null, "", login.callbackUrl);
    const keycloak = newKeycloak();
    const onAuthError = vi.fn();
    const onReady = vi.fn();
    keycloak.onAuthError = onAuthError;
    keycloak.onReady = onReady;
    const error: unknown = await keycloak
      .init({ checkLoginIframe: false })
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(Error);
    expect(Object.getPrototypeOf(error)).toBe(Object.prototype);
    expect(error).toStrictEqual({ error: "access_denied", error_description: "User said no" });
    expect(onAuthError).toHaveBeenCalledTimes(1);
    expect(onAuthError.mock.calls[0]?.[0]).toBe(error);
    expect(onReady).not.toHaveBeenCalled();
    expect(keycloak.authenticated).toBe(false);
    expect(isKeycloakError(error)).toBe(true);
    // The OAuth parameters are gone from the address, the application's own route is kept.
    expect(window.location.href).toBe(`${pageUrl}#/x`);
  });

  it("leaves a missing error description undefined, as keycloak-js does", async () => {
    const login = await startLogin({
      redirectUri: pageUrl,
      params: (state) => `error=unauthorized_client&state=${state}`,
    });
    window.history.replaceState(null, "", login.callbackUrl);
    const error: unknown = await newKeycloak()
      .init({ checkLoginIframe: false })
      .catch((caught: unknown) => caught);
    expect(error).toEqual({ error: "unauthorized_client", error_description: undefined });
    expect(Object.keys(error as object)).toEqual(["error", "error_description"]);
  });

  it("tells OAuth error objects apart from the adapter's own errors", () => {
    expect(isKeycloakError({ error: "invalid_request", error_description: "x" })).toBe(true);
    expect(isKeycloakError(new NonceError("Invalid nonce."))).toBe(false);
    expect(isKeycloakError(Object.assign(new Error("x"), { error: "y" }))).toBe(false);
    expect(isKeycloakError({ error: 1 })).toBe(false);
    expect(isKeycloakError(null)).toBe(false);
    expect(isKeycloakError("invalid_request")).toBe(false);
  });

  it("stays quiet about errors of a prompt=none login", async () => {
    const starter = newKeycloak();
    starter.redirectUri = pageUrl;
    const url = new URL(await starter.createLoginUrl({ prompt: "none" }));
    window.history.replaceState(
      null,
      "",
      `${pageUrl}#error=login_required&state=${url.searchParams.get("state") ?? ""}`,
    );
    const keycloak = newKeycloak();
    const onAuthError = vi.fn();
    keycloak.onAuthError = onAuthError;
    await expect(keycloak.init({ checkLoginIframe: false })).resolves.toBe(false);
    expect(onAuthError).not.toHaveBeenCalled();
  });

  it("restarts the login with the same options when authentication expired", async () => {
    const starter = newKeycloak();
    starter.redirectUri = pageUrl;
    const url = new URL(await starter.createLoginUrl({ loginHint: "alice" }));
    const state = url.searchParams.get("state") ?? "";
    window.history.replaceState(
      null,
      "",
      `${pageUrl}#error=temporarily_unavailable&error_description=authentication_expired&state=${state}`,
    );
    const keycloak = newKeycloak();
    const { adapter, logins } = recordingAdapter(keycloak);
    await expect(keycloak.init({ checkLoginIframe: false, adapter })).resolves.toBe(false);
    expect(logins).toEqual([{ loginHint: "alice" }]);
  });

  it("calls onAuthError without data when the code exchange fails", async () => {
    const login = await startLogin({
      redirectUri: pageUrl,
      params: (state) => `state=${state}&code=C`,
    });
    stubFetch(() => json({ error: "invalid_grant" }, 400));
    window.history.replaceState(null, "", login.callbackUrl);
    const keycloak = newKeycloak();
    const onAuthError = vi.fn();
    keycloak.onAuthError = onAuthError;
    await expect(keycloak.init({ checkLoginIframe: false })).rejects.toThrow(
      "Server responded with an invalid status.",
    );
    expect(onAuthError).toHaveBeenCalledWith();
  });

  it("reports the outcome of an application-initiated action", async () => {
    const login = await startLogin({
      redirectUri: pageUrl,
      params: (state) => `state=${state}&code=C&kc_action_status=success&kc_action=UPDATE_PASSWORD`,
    });
    stubFetch(() => json(login.tokens));
    window.history.replaceState(null, "", login.callbackUrl);
    const keycloak = newKeycloak();
    const onActionUpdate = vi.fn();
    keycloak.onActionUpdate = onActionUpdate;
    await keycloak.init({ checkLoginIframe: false });
    expect(onActionUpdate).toHaveBeenCalledWith("success", "UPDATE_PASSWORD");
  });

  it("takes the implicit flow's tokens from the address", async () => {
    const login = await startLogin({ redirectUri: `${pageUrl}#/home`, params: () => "" });
    const tokens = login.tokens;
    window.history.replaceState(
      null,
      "",
      `${pageUrl}#/home&state=${login.state}&access_token=${tokens.access_token}&token_type=Bearer&id_token=${tokens.id_token}&expires_in=300`,
    );
    const { calls } = stubFetch(() => json({}));
    const keycloak = newKeycloak();
    await expect(keycloak.init({ checkLoginIframe: false, flow: "implicit" })).resolves.toBe(true);
    expect(calls).toHaveLength(0);
    expect(keycloak.token).toBe(tokens.access_token);
    expect(keycloak.refreshToken).toBeUndefined();
    expect(keycloak.isTokenExpired()).toBe(false);
    expect(window.location.href).toBe(`${pageUrl}#/home`);
  });

  it("uses the front-channel tokens and the code in the hybrid flow, announcing once", async () => {
    const login = await startLogin({ redirectUri: pageUrl, params: () => "" });
    const front = issueTokens(login.nonce, { sub: "front" });
    window.history.replaceState(
      null,
      "",
      `${pageUrl}#state=${login.state}&code=C&access_token=${front.access_token}&id_token=${front.id_token}`,
    );
    stubFetch(() => json(login.tokens));
    const keycloak = newKeycloak();
    const onAuthSuccess = vi.fn();
    keycloak.onAuthSuccess = onAuthSuccess;
    await expect(keycloak.init({ checkLoginIframe: false, flow: "hybrid" })).resolves.toBe(true);
    expect(keycloak.refreshToken).toBe(login.tokens.refresh_token);
    expect(keycloak.token).toBe(login.tokens.access_token);
    expect(onAuthSuccess).toHaveBeenCalledTimes(1);
  });

  it("starts from given tokens with a forced refresh", async () => {
    const tokens = issueTokens("n");
    const refreshed = issueTokens("n", { sub: "refreshed" });
    const { calls } = stubFetch(() => json(refreshed));
    const keycloak = newKeycloak();
    await expect(
      keycloak.init({
        checkLoginIframe: false,
        token: tokens.access_token,
        refreshToken: tokens.refresh_token,
      }),
    ).resolves.toBe(true);
    expect(calls[0]?.form?.get("grant_type")).toBe("refresh_token");
    expect(keycloak.subject).toBe("refreshed");
  });
});
