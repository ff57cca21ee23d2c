import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createDefaultAdapter,
  redirectUnderWayMs,
  type DefaultAdapterHost,
} from "./default-adapter.js";

function host(): DefaultAdapterHost {
  let count = 0;
  return {
    createLoginUrl: () => Promise.resolve(`https://idp.example.com/auth?n=${String(++count)}`),
    createRegisterUrl: () => Promise.resolve("https://idp.example.com/register"),
    createLogoutUrl: () => "https://idp.example.com/logout",
    createAccountUrl: () => "https://idp.example.com/account",
    logoutMethod: () => "GET",
    logoutFormFields: () => ({}),
    redirectUri: () => undefined,
  };
}

describe("the browser adapter's sign-in", () => {
  const assign = vi.fn();
  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  function stubLocation() {
    vi.stubGlobal("location", { href: window.location.href, assign });
  }

  it("leaves for the sign-in page once when several parts of the page ask at the same moment", async () => {
    stubLocation();
    let time = 1_000;
    const adapter = createDefaultAdapter(host(), () => time);
    void adapter.login();
    void adapter.login();
    time += 100;
    void adapter.login();
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledTimes(1);
    });
    expect(assign).toHaveBeenCalledWith("https://idp.example.com/auth?n=1");
  });

  it("signs in again when the page is still there after the first redirect had its time", async () => {
    stubLocation();
    let time = 1_000;
    const adapter = createDefaultAdapter(host(), () => time);
    void adapter.login();
    time += redirectUnderWayMs;
    void adapter.login();
    await vi.waitFor(() => {
      expect(assign).toHaveBeenCalledTimes(2);
    });
    expect(assign).toHaveBeenLastCalledWith("https://idp.example.com/auth?n=2");
  });
});
