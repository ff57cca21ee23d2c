import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConfigurationError, NetworkError, UsageError } from "./errors.js";
import type { Keycloak } from "./keycloak.js";
import { issueTokens, json, stubFetch, type TokenSet } from "../test/support/fake-server.js";
import { makeJwt, nowSeconds } from "../test/support/jwt.js";
import { newKeycloak, pageUrl, recordingAdapter } from "../test/support/instance.js";

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** An instance signed in with `tokens` (its init refreshes once, answered by `first`). */
async function signedIn(tokens: TokenSet, options: { onLoad?: "login-required" } = {}) {
  const keycloak = newKeycloak();
  const recorder = recordingAdapter(keycloak);
  const init = keycloak.init({
    checkLoginIframe: false,
    token: tokens.access_token,
    refreshToken: tokens.refresh_token,
    idToken: tokens.id_token,
    adapter: recorder.adapter,
    ...options,
  });
  await init;
  return { keycloak, ...recorder };
}

beforeEach(() => {
  window.history.replaceState(null, "", pageUrl);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe("isTokenExpired", () => {
  it("needs a token", () => {
    expect(() => newKeycloak().isTokenExpired()).toThrow(new UsageError("Not authenticated"));
  });

  it("compares the expiry, corrected by the clock difference, with minValidity", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    expect(keycloak.isTokenExpired()).toBe(false);
    expect(keycloak.isTokenExpired(200)).toBe(false);
    expect(keycloak.isTokenExpired(400)).toBe(true);
    keycloak.timeSkew = -500;
    expect(keycloak.isTokenExpired()).toBe(true);
    expect(() => keycloak.isTokenExpired(Number.NaN)).toThrow(
      new ConfigurationError("Invalid minValidity"),
    );
  });

  it("counts a token as expired while the clock difference is unknown", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    keycloak.timeSkew = null;
    expect(keycloak.isTokenExpired()).toBe(true);
  });
});

describe("updateToken", () => {
  it("needs a refresh token", async () => {
    await expect(newKeycloak().updateToken()).rejects.toThrow(
      "Unable to update token, no refresh token available.",
    );
  });

  it("rejects an invalid minValidity", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    await expect(keycloak.updateToken(Number.NaN)).rejects.toThrow("Invalid minValidity");
  });

  it("leaves a fresh token alone and refreshes one about to expire", async () => {
    const { calls } = stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    calls.length = 0;
    await expect(keycloak.updateToken(5)).resolves.toBe(false);
    expect(calls).toHaveLength(0);
    await expect(keycloak.updateToken(400)).resolves.toBe(true);
    expect(calls).toHaveLength(1);
  });

  it("forces a refresh with -1 and sends the refresh grant", async () => {
    const { calls } = stubFetch(() => json(issueTokens("n", { sub: "again" })));
    const tokens = issueTokens("n");
    const { keycloak } = await signedIn(tokens);
    const refreshToken = keycloak.refreshToken;
    const onAuthRefreshSuccess = vi.fn();
    keycloak.onAuthRefreshSuccess = onAuthRefreshSuccess;
    calls.length = 0;
    await expect(keycloak.updateToken(-1)).resolves.toBe(true);
    expect(Object.fromEntries(calls[0]?.form ?? [])).toEqual({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: "app",
    });
    expect(onAuthRefreshSuccess).toHaveBeenCalledTimes(1);
  });

  it("shares one request between concurrent calls", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    const answer = deferred<Response>();
    const { calls } = stubFetch(() => answer.promise);
    const results = Promise.all([
      keycloak.updateToken(-1),
      keycloak.updateToken(-1),
      keycloak.updateToken(400),
    ]);
    await vi.waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    answer.resolve(json(issueTokens("n", { sub: "shared" })));
    await expect(results).resolves.toEqual([true, true, true]);
    expect(calls).toHaveLength(1);
    expect(keycloak.subject).toBe("shared");
  });

  it("estimates the clock difference from the middle of the request", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    // The server's clock runs 120 s behind the browser's.
    stubFetch(() => json(issueTokens("n", { iat: nowSeconds() - 120 })));
    await keycloak.updateToken(-1);
    expect(keycloak.timeSkew).toBeGreaterThanOrEqual(119);
    expect(keycloak.timeSkew).toBeLessThanOrEqual(121);
  });

  it("clears the tokens on a 400 and signs in again with login-required", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak, logins } = await signedIn(issueTokens("n"), { onLoad: "login-required" });
    const onAuthLogout = vi.fn();
    const onAuthRefreshError = vi.fn();
    keycloak.onAuthLogout = onAuthLogout;
    keycloak.onAuthRefreshError = onAuthRefreshError;
    stubFetch(() => json({ error: "invalid_grant", error_description: "Session not active" }, 400));

    const error: unknown = await keycloak.updateToken(-1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe(
      "Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.",
    );
    expect((error as NetworkError).response.status).toBe(400);
    expect(keycloak.token).toBeUndefined();
    expect(keycloak.authenticated).toBe(false);
    expect(onAuthLogout).toHaveBeenCalledTimes(1);
    expect(onAuthRefreshError).toHaveBeenCalledTimes(1);
    expect(logins).toEqual([{}]);
  });

  it("keeps the tokens on other failures", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    stubFetch(() => json({}, 503));
    await expect(keycloak.updateToken(-1)).rejects.toBeInstanceOf(NetworkError);
    expect(keycloak.token).toBeDefined();
  });

  it("keeps the refresh token when the server sends no new one", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    const before = keycloak.refreshToken;
    stubFetch(() => json({ access_token: issueTokens("n").access_token }));
    await keycloak.updateToken(-1);
    expect(keycloak.refreshToken).toBe(before);
  });
});

describe("clearToken and onTokenExpired", () => {
  it("forgets everything and calls onAuthLogout once", async () => {
    stubFetch(() => json(issueTokens("n")));
    const { keycloak } = await signedIn(issueTokens("n"));
    const onAuthLogout = vi.fn();
    keycloak.onAuthLogout = onAuthLogout;
    keycloak.clearToken();
    keycloak.clearToken();
    expect(onAuthLogout).toHaveBeenCalledTimes(1);
    expect(keycloak).toMatchObject({
      authenticated: false,
      token: undefined,
      refreshToken: undefined,
      idToken: undefined,
      subject: undefined,
      realmAccess: undefined,
    });
  });

  it("calls onTokenExpired when the access token expires, even if assigned after sign-in", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    const soon = { exp: nowSeconds() + 30 };
    stubFetch(() =>
      json({
        ...issueTokens("n"),
        access_token: makeJwt({ ...soon, iat: nowSeconds(), sid: "s" }),
      }),
    );
    const { keycloak } = await signedIn(issueTokens("n"));
    const onTokenExpired = vi.fn();
    keycloak.onTokenExpired = onTokenExpired;
    vi.advanceTimersByTime(29_000);
    expect(onTokenExpired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
  });
});

describe("hasRealmRole and hasResourceRole", () => {
  it("answer false without a token", () => {
    const keycloak: Keycloak = newKeycloak();
    expect(keycloak.hasRealmRole("admin")).toBe(false);
    expect(keycloak.hasResourceRole("viewer")).toBe(false);
  });
});
