import { describe, expect, it, vi } from "vitest";
import {
  accessToken,
  TokenRefusals,
  tokenMinValidity,
  type TokenSource,
} from "./console-admin-client";

function source(overrides: Partial<TokenSource> = {}): TokenSource {
  return {
    authenticated: true,
    token: "access-token",
    updateToken: vi.fn(() => Promise.resolve(false)),
    login: vi.fn(() => Promise.resolve()),
    isTokenExpired: vi.fn(() => false),
    ...overrides,
  };
}

describe("accessToken", () => {
  it("sends the token as it is while more than 5 seconds remain, without waiting on the adapter", async () => {
    const keycloak = source();
    await expect(accessToken(keycloak)).resolves.toBe("access-token");
    expect(keycloak.isTokenExpired).toHaveBeenCalledWith(tokenMinValidity);
    expect(keycloak.updateToken).not.toHaveBeenCalled();
  });

  it("refreshes the token when under 5 seconds remain and returns it", async () => {
    const keycloak = source({ isTokenExpired: vi.fn(() => true) });
    await expect(accessToken(keycloak)).resolves.toBe("access-token");
    expect(keycloak.updateToken).toHaveBeenCalledWith(tokenMinValidity);
    expect(tokenMinValidity).toBe(5);
  });

  it("signs in again when the refresh fails", async () => {
    const keycloak = source({
      isTokenExpired: vi.fn(() => true),
      updateToken: vi.fn(() => Promise.reject(new Error("expired"))),
    });
    await accessToken(keycloak);
    expect(keycloak.login).toHaveBeenCalledOnce();
  });

  it("has no token before sign-in, so public reads go out without one", async () => {
    const keycloak = source({ authenticated: false, token: undefined });
    await expect(accessToken(keycloak)).resolves.toBeUndefined();
    expect(keycloak.updateToken).not.toHaveBeenCalled();
  });
});

describe("a token the server refused", () => {
  it("is replaced before the next call even with time left, once; a failed refresh signs in again", async () => {
    const refusals = new TokenRefusals();
    const keycloak = source();
    refusals.refuse();
    await accessToken(keycloak, refusals);
    expect(keycloak.updateToken).toHaveBeenCalledWith(-1);
    await accessToken(keycloak, refusals);
    expect(keycloak.updateToken).toHaveBeenCalledOnce();

    const ended = source({ updateToken: vi.fn(() => Promise.reject(new Error("session gone"))) });
    refusals.refuse();
    await accessToken(ended, refusals);
    expect(ended.login).toHaveBeenCalledOnce();
  });
});
