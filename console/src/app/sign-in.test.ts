import { describe, expect, it, vi } from "vitest";
import { testEnvironment } from "../../test/console-harness";
import { sessionOf, signInOptions } from "./sign-in";

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

  it("takes the e-mail claim, where the server sends test e-mails", () => {
    const withEmail = { logout: vi.fn(), accountManagement: vi.fn() };
    expect(
      sessionOf({ ...withEmail, idTokenParsed: { email: "ada@example.test", sub: "1" } }).profile
        .email,
    ).toBe("ada@example.test");
    expect(sessionOf({ ...withEmail, idTokenParsed: { sub: "1" } }).profile.email).toBeUndefined();
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
