import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SessionCheckError, TimeoutError } from "./errors.js";
import { Keycloak } from "./keycloak.js";
import { issueTokens, json, realmUrl, serverUrl, stubFetch } from "../test/support/fake-server.js";
import { newKeycloak, pageUrl, recordingAdapter, startLogin } from "../test/support/instance.js";

function frameTitled(title: string): HTMLIFrameElement | null {
  return document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`);
}

async function waitForFrame(title: string): Promise<HTMLIFrameElement> {
  return vi.waitFor(() => {
    const frame = frameTitled(title);
    if (frame === null) throw new Error(`no ${title} frame yet`);
    return frame;
  });
}

function post(frame: HTMLIFrameElement, data: unknown, origin = serverUrl): void {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source: frame.contentWindow }));
}

beforeEach(() => {
  window.history.replaceState(null, "", pageUrl);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
  document.body.replaceChildren();
});

describe("third-party cookie check", () => {
  it("loads the server's check page in a sandboxed hidden frame and goes on when supported", async () => {
    const keycloak = newKeycloak();
    const init = keycloak.init({
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: `${pageUrl}silent.html`,
    });
    const frame = await waitForFrame("keycloak-3p-check-iframe");
    expect(frame.getAttribute("src")).toBe(
      `${realmUrl}/protocol/openid-connect/3p-cookies/step1.html`,
    );
    expect(frame.getAttribute("sandbox")).toBe(
      "allow-storage-access-by-user-activation allow-scripts allow-same-origin",
    );
    expect(frame.style.display).toBe("none");
    post(frame, "supported");
    await expect(init).resolves.toBe(false);
    expect(frameTitled("keycloak-3p-check-iframe")).toBeNull();
    expect(keycloak.silentCheckSsoRedirectUri).toBe(`${pageUrl}silent.html`);
  });

  it("ignores messages from other windows", async () => {
    const keycloak = newKeycloak();
    const init = keycloak.init({
      silentCheckSsoRedirectUri: `${pageUrl}silent.html`,
      checkLoginIframe: false,
    });
    const frame = await waitForFrame("keycloak-3p-check-iframe");
    window.dispatchEvent(new MessageEvent("message", { data: "unsupported", source: window }));
    post(frame, "supported");
    await init;
    expect(keycloak.silentCheckSsoRedirectUri).toBe(`${pageUrl}silent.html`);
  });

  it("warns and turns off silent check-sso and the session frame when cookies are blocked", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const keycloak = newKeycloak();
    const { adapter, logins } = recordingAdapter(keycloak);
    const init = keycloak.init({
      onLoad: "check-sso",
      adapter,
      silentCheckSsoRedirectUri: `${pageUrl}silent.html`,
    });
    post(await waitForFrame("keycloak-3p-check-iframe"), "unsupported");
    await expect(init).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /^\[KEYCLOAK\] Your browser is blocking access to 3rd-party cookies, this means:/,
      ),
    );
    expect(keycloak.silentCheckSsoRedirectUri).toBeUndefined();
    expect(frameTitled("keycloak-session-iframe")).toBeNull();
    // Without the silent frame, check-sso falls back to a prompt=none redirect.
    expect(logins).toEqual([{ prompt: "none" }]);
  });

  it("skips the check when the server shares the page's origin, where its cookies are first-party", async () => {
    const keycloak = new Keycloak({ url: new URL(pageUrl).origin, realm: "test", clientId: "app" });
    const { adapter, logins } = recordingAdapter(keycloak);
    const init = keycloak.init({
      onLoad: "check-sso",
      adapter,
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: `${pageUrl}silent.html`,
    });
    // Silent check-sso starts in its own frame at once: no cookie check came before it.
    await waitForFrame("keycloak-silent-check-sso");
    expect(frameTitled("keycloak-3p-check-iframe")).toBeNull();
    expect(keycloak.silentCheckSsoRedirectUri).toBe(`${pageUrl}silent.html`);
    expect(logins).toEqual([]);
    void init.catch(() => undefined);
  });

  it("gives up after messageReceiveTimeout, 10000 ms by default", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const keycloak = newKeycloak();
    const init = keycloak.init().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(frameTitled("keycloak-3p-check-iframe")).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    const error = await init;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe(
      "Timeout when waiting for 3rd party check iframe message.",
    );
    expect(frameTitled("keycloak-3p-check-iframe")).toBeNull();
  });
});

describe("session status frame", () => {
  async function signedInWithFrame() {
    const tokens = issueTokens("n");
    const keycloak = newKeycloak();
    const init = keycloak.init({ token: tokens.access_token, refreshToken: tokens.refresh_token });
    post(await waitForFrame("keycloak-3p-check-iframe"), "supported");
    const frame = await waitForFrame("keycloak-session-iframe");
    expect(frame.getAttribute("src")).toBe(
      `${realmUrl}/protocol/openid-connect/login-status-iframe.html`,
    );
    const postMessage = vi.fn();
    Object.defineProperty(frame.contentWindow, "postMessage", {
      value: postMessage,
      configurable: true,
    });
    frame.dispatchEvent(new Event("load"));
    await vi.waitFor(() => {
      expect(postMessage).toHaveBeenCalledWith("app session-1", serverUrl);
    });
    return { keycloak, init, frame, postMessage };
  }

  it("exchanges a login's code while the frame loads, and resolves once both are done", async () => {
    const login = await startLogin({
      redirectUri: pageUrl,
      params: (state) => `state=${state}&session_state=x&code=CODE`,
    });
    const { calls } = stubFetch(() => json(login.tokens));
    window.history.replaceState(null, "", login.callbackUrl);
    const keycloak = newKeycloak();
    let settled = false;
    const init = keycloak.init().finally(() => {
      settled = true;
    });
    post(await waitForFrame("keycloak-3p-check-iframe"), "supported");
    const frame = await waitForFrame("keycloak-session-iframe");
    // The code goes to the token endpoint before the session frame has loaded.
    await vi.waitFor(() => {
      expect(keycloak.token).toBe(login.tokens.access_token);
    });
    expect(calls).toHaveLength(1);
    expect(settled).toBe(false);
    frame.dispatchEvent(new Event("load"));
    await expect(init).resolves.toBe(true);
  });

  it("accepts stored tokens while the session is unchanged and checks again every 5 s", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { keycloak, init, frame, postMessage } = await signedInWithFrame();
    const onAuthSuccess = vi.fn();
    keycloak.onAuthSuccess = onAuthSuccess;
    post(frame, "unchanged", "https://elsewhere.example.com");
    post(frame, "unchanged");
    await expect(init).resolves.toBe(true);
    expect(onAuthSuccess).toHaveBeenCalledTimes(1);

    postMessage.mockClear();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(postMessage).toHaveBeenCalledWith("app session-1", serverUrl);
  });

  it("clears the token when the server reports a changed session", async () => {
    const { keycloak, init, frame } = await signedInWithFrame();
    post(frame, "unchanged");
    await init;
    const onAuthLogout = vi.fn();
    keycloak.onAuthLogout = onAuthLogout;
    stubFetch(() => json(issueTokens("n")));
    const update = keycloak.updateToken(-1);
    post(frame, "changed");
    await expect(update).rejects.toThrow("Unable to update token, no refresh token available.");
    expect(onAuthLogout).toHaveBeenCalledTimes(1);
    expect(keycloak.authenticated).toBe(false);
    keycloak.destroy();
    expect(frameTitled("keycloak-session-iframe")).toBeNull();
  });

  it("shares one message between overlapping checks and rejects them all on error", async () => {
    const { keycloak, init, frame, postMessage } = await signedInWithFrame();
    post(frame, "unchanged");
    await init;
    postMessage.mockClear();
    const first = keycloak.updateToken(5);
    const second = keycloak.updateToken(5);
    expect(postMessage).toHaveBeenCalledTimes(1);
    post(frame, "error");
    await expect(first).rejects.toThrow(new SessionCheckError("Error while checking login iframe"));
    await expect(second).rejects.toBeInstanceOf(SessionCheckError);
  });
});

describe("silent check-sso", () => {
  it("signs in from the address the silent page posts back", async () => {
    const keycloak = newKeycloak();
    const init = keycloak.init({
      onLoad: "check-sso",
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: `${pageUrl}silent.html`,
    });
    post(await waitForFrame("keycloak-3p-check-iframe"), "supported");
    const frame = await waitForFrame("keycloak-silent-check-sso");
    const loginUrl = new URL(frame.getAttribute("src") ?? "");
    expect(loginUrl.searchParams.get("prompt")).toBe("none");
    expect(loginUrl.searchParams.get("redirect_uri")).toBe(`${pageUrl}silent.html`);
    const state = loginUrl.searchParams.get("state") ?? "";
    const tokens = issueTokens(loginUrl.searchParams.get("nonce") ?? "");
    stubFetch(() => json(tokens));

    post(frame, `${pageUrl}silent.html#state=${state}&code=C`, "https://evil.example.com");
    post(frame, `${pageUrl}silent.html#state=${state}&code=C`, window.location.origin);
    await expect(init).resolves.toBe(true);
    expect(keycloak.token).toBe(tokens.access_token);
    expect(frameTitled("keycloak-silent-check-sso")).toBeNull();
    expect(window.location.href).toBe(pageUrl);
  });

  it("resolves unauthenticated, without onAuthError, when there is no session", async () => {
    const keycloak = newKeycloak();
    const onAuthError = vi.fn();
    keycloak.onAuthError = onAuthError;
    const init = keycloak.init({
      onLoad: "check-sso",
      checkLoginIframe: false,
      silentCheckSsoRedirectUri: `${pageUrl}silent.html`,
    });
    post(await waitForFrame("keycloak-3p-check-iframe"), "supported");
    const frame = await waitForFrame("keycloak-silent-check-sso");
    const state = new URL(frame.getAttribute("src") ?? "").searchParams.get("state") ?? "";
    post(
      frame,
      `${pageUrl}silent.html#error=login_required&state=${state}`,
      window.location.origin,
    );
    await expect(init).resolves.toBe(false);
    expect(onAuthError).not.toHaveBeenCalled();
  });
});
