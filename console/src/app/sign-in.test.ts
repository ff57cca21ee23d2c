import { describe, expect, it, vi } from "vitest";
import { testEnvironment } from "../../test/console-harness";
import {
  accessToken,
  sessionOf,
  signInOptions,
  tokenMinValidity,
  type TokenSource,
} from "./sign-in";

function source(overrides: Partial<TokenSource> = {}): TokenSource {
  return {
    authenticated: true,
    token: "access-token",
    updateToken: vi.fn(() => Promise.resolve(false)),
    login: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe("accessToken", () => {
  it("refreshes the token when under 5 seconds remain and returns it", async () => {
    const keycloak = source();
    await expect(accessToken(keycloak)).resolves.toBe("access-token");
    expect(keycloak.updateToken).toHaveBeenCalledWith(tokenMinValidity);
    expect(tokenMinValidity).toBe(5);
  });

  it("signs in again when the refresh fails", async () => {
    const keycloak = source({ updateToken: vi.fn(() => Promise.reject(new Error("expired"))) });
    await accessToken(keycloak);
    expect(keycloak.login).toHaveBeenCalledOnce();
  });

  it("has no token before sign-in, so public reads go out without one", async () => {
    const keycloak = source({ authenticated: false, token: undefined });
    await expect(accessToken(keycloak)).resolves.toBeUndefined();
    expect(keycloak.updateToken).not.toHaveBeenCalled();
  });
});

describe("signInOptions", () => {
  it("requires login with PKCE S256 and passes a configured scope", () => {
    expect(signInOptions(testEnvironment)).toEqual({
      onLoad: "login-required",
      pkceMethod: "S256",
    });
    expect(signInOptions({ ...testEnvironment, scope: "openid phone" })).toEqual({
      onLoad: "login-required",
      pkceMethod: "S256",
      scope: "openid phone",
    });
  });
});

describe("sessionOf", () => {
  it("takes the name claims of the identity token and wires sign-out and the account page", () => {
    const logout = vi.fn(() => Promise.resolve());
    const accountManagement = vi.fn(() => Promise.resolve());
    const session = sessionOf({
      idTokenParsed: { given_name: "Ada", preferred_username: "ada", sub: "1" },
      logout,
      accountManagement,
    });
    expect(session.profile).toEqual({ given_name: "Ada", preferred_username: "ada" });
    session.signOut();
    session.manageAccount();
    expect(logout).toHaveBeenCalledOnce();
    expect(accountManagement).toHaveBeenCalledOnce();
  });

  it("keeps the picture claim only when it is a web address", () => {
    const withPicture = (picture: unknown) =>
      sessionOf({
        idTokenParsed: { sub: "1", picture },
        logout: () => Promise.resolve(),
        accountManagement: () => Promise.resolve(),
      }).profile.picture;
    expect(withPicture("https://pictures.example.test/ada.png")).toBe(
      "https://pictures.example.test/ada.png",
    );
    expect(withPicture("javascript:alert(1)")).toBeUndefined();
    expect(withPicture("not an address")).toBeUndefined();
    expect(withPicture(42)).toBeUndefined();
  });
});
