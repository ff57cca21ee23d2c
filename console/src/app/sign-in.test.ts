import { describe, expect, it, vi } from "vitest";
import { testEnvironment } from "../../test/console-harness";
import { requestsSettled, sessionOf, signInAnswerInAddress, signInOptions } from "./sign-in";

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

describe("signInAnswerInAddress", () => {
  it("sees the server's answer in the fragment or the query, and nothing else", () => {
    const at = (hash: string, search = "") => signInAnswerInAddress({ hash, search });
    expect(at("#state=abc&session_state=x&code=y")).toBe(true);
    expect(at("#/master/users&state=abc&code=y")).toBe(true);
    expect(at("#/master/users", "?state=abc&code=y")).toBe(true);
    expect(at("#/master/users")).toBe(false);
    expect(at("#/master/clients?search=state=on")).toBe(false);
    expect(at("", "?estate=1")).toBe(false);
  });
});

describe("sessionOf", () => {
  it("takes the name claims of the identity token and wires sign-out and the account page", async () => {
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
    await vi.waitFor(() => {
      expect(logout).toHaveBeenCalledOnce();
    });
    expect(accountManagement).toHaveBeenCalledOnce();
  });

  it("signs out only once what runs before it has finished", async () => {
    const logout = vi.fn(() => Promise.resolve());
    let finish: (() => void) | undefined;
    const before = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const session = sessionOf(
      { idTokenParsed: { sub: "1" }, logout, accountManagement: vi.fn() },
      () => before,
    );
    session.signOut();
    await Promise.resolve();
    expect(logout).not.toHaveBeenCalled();
    finish?.();
    await vi.waitFor(() => {
      expect(logout).toHaveBeenCalledOnce();
    });
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

describe("requestsSettled", () => {
  it("waits until no request is in flight", async () => {
    let inFlight = 2;
    const client = { isFetching: () => inFlight, isMutating: () => 0 };
    let settled = false;
    const waiting = requestsSettled(client, 5_000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(settled).toBe(false);
    inFlight = 0;
    await waiting;
    expect(settled).toBe(true);
  });

  it("waits for a save in flight too, and gives up after its limit", async () => {
    const started = Date.now();
    await requestsSettled({ isFetching: () => 0, isMutating: () => 1 }, 150);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });
});
