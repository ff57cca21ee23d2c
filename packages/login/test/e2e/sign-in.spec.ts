import { expect, test } from "@playwright/test";
import { initOutcome, openApp, openSignedIn, serverConfig, signInAtServer } from "./support/app";
import { startHarness, type Harness } from "./support/harness";

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness("login-sign-in");
});

test.afterAll(async () => {
  await harness.dispose();
});

const route = "#/master/users/42/settings?tab=roles";
const oauthParams =
  /[?&#](code|state|session_state|iss|access_token|id_token|token_type|expires_in)=/;

const combinations = [
  ["standard", "fragment"],
  ["standard", "query"],
  ["implicit", "fragment"],
  ["hybrid", "fragment"],
] as const;

for (const [flow, responseMode] of combinations) {
  test(`signs in with the ${flow} flow in ${responseMode} mode and keeps the hash route`, async ({
    page,
  }) => {
    const authorize = page.waitForRequest((request) =>
      request.url().includes("/protocol/openid-connect/auth"),
    );
    await openSignedIn(page, harness, { flow, responseMode }, route);
    const authUrl = new URL((await authorize).url());
    expect(authUrl.searchParams.get("response_mode")).toBe(responseMode);
    expect(authUrl.searchParams.get("response_type")).toBe(
      { standard: "code", implicit: "id_token token", hybrid: "code id_token token" }[flow],
    );
    expect(authUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authUrl.searchParams.get("redirect_uri")).toBe(harness.appUrl + route);

    expect(page.url()).toBe(harness.appUrl + route);
    expect(page.url()).not.toMatch(oauthParams);
    const state = await page.evaluate(() => ({
      authenticated: window.keycloak.authenticated,
      hasToken: typeof window.keycloak.token === "string",
      hasRefreshToken: typeof window.keycloak.refreshToken === "string",
      username: window.keycloak.tokenParsed?.preferred_username,
      idTokenUser: window.keycloak.idTokenParsed?.preferred_username,
      subject: window.keycloak.subject,
      timeSkew: window.keycloak.timeSkew,
      events: window.events.map((event) => event.name),
    }));
    expect(state).toMatchObject({
      authenticated: true,
      hasToken: true,
      hasRefreshToken: flow !== "implicit",
      username: "alice",
      idTokenUser: "alice",
    });
    expect(state.subject).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(state.timeSkew ?? 99)).toBeLessThan(5);
    expect(state.events.filter((name) => name === "onAuthSuccess")).toHaveLength(1);
    expect(state.events).toContain("onReady");
    // The page's own router sees the route it started with.
    expect(await page.evaluate(() => window.location.hash)).toBe(route);
  });
}

test("signs in without PKCE when pkceMethod is false", async ({ page }) => {
  const authorize = page.waitForRequest((request) =>
    request.url().includes("/protocol/openid-connect/auth"),
  );
  await openSignedIn(page, harness, { pkceMethod: false }, "#/home");
  expect(new URL((await authorize).url()).searchParams.has("code_challenge")).toBe(false);
  expect(page.url()).toBe(`${harness.appUrl}#/home`);
});

test("signs in with a JSON configuration file", async ({ page }) => {
  await openApp(page, harness, {
    config: harness.jsonConfigUrl,
    init: { onLoad: "login-required" },
  });
  await signInAtServer(page);
  expect(await initOutcome(page, harness)).toBe(true);
  expect(await page.evaluate(() => window.keycloak.realm)).toBe(harness.realm);
});

test("an address with OAuth-looking parameters in the hash route is left alone", async ({
  page,
}) => {
  await openApp(
    page,
    harness,
    { config: serverConfig(harness), init: { checkLoginIframe: false } },
    "#/search?state=x",
  );
  expect(await initOutcome(page, harness)).toBe(false);
  expect(page.url()).toBe(`${harness.appUrl}#/search?state=x`);
});
