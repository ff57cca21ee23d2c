import { expect, test } from "@playwright/test";
import { countTokenRequests, eventNames, openSignedIn } from "./support/app";
import { startHarness, type Harness } from "./support/harness";

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness("login-tokens");
});

test.afterAll(async () => {
  await harness.dispose();
});

test("updateToken(5) keeps a fresh token and -1 forces a refresh", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframe: false });
  const requests = countTokenRequests(page);
  const before = await page.evaluate(() => window.keycloak.token);

  expect(await page.evaluate(() => window.keycloak.updateToken(5))).toBe(false);
  expect(requests.count()).toBe(0);

  expect(await page.evaluate(() => window.keycloak.updateToken(-1))).toBe(true);
  expect(requests.count()).toBe(1);
  const after = await page.evaluate(() => ({
    token: window.keycloak.token,
    skew: window.keycloak.timeSkew,
    expired: window.keycloak.isTokenExpired(),
  }));
  expect(after.token).not.toBe(before);
  expect(after.expired).toBe(false);
  expect(Math.abs(after.skew ?? 99)).toBeLessThan(5);
  expect(await eventNames(page)).toContain("onAuthRefreshSuccess");
});

test("a token expiring within minValidity is refreshed", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframe: false });
  // Realm tokens live 300 s: asking for 400 s of validity needs a refresh.
  expect(await page.evaluate(() => window.keycloak.updateToken(400))).toBe(true);
});

test("concurrent updateToken calls share one request", async ({ page }) => {
  await openSignedIn(page, harness);
  const requests = countTokenRequests(page);
  const results = await page.evaluate(() =>
    Promise.all([
      window.keycloak.updateToken(-1),
      window.keycloak.updateToken(-1),
      window.keycloak.updateToken(400),
    ]),
  );
  expect(results).toEqual([true, true, true]);
  expect(requests.count()).toBe(1);
});

test("a refresh after the server revoked the session clears the token and reports it", async ({
  page,
}) => {
  await openSignedIn(page, harness, { checkLoginIframe: false });
  // Stay on the page after the token is cleared, as a check-sso application would.
  await page.evaluate(() => {
    window.keycloak.loginRequired = false;
  });
  await harness.revokeSessions();
  const failure = await page.evaluate(() =>
    window.keycloak.updateToken(-1).then(
      () => null,
      (error: unknown) => ({
        name: (error as Error).name,
        message: (error as Error).message,
        status: (error as { response?: Response }).response?.status,
      }),
    ),
  );
  expect(failure).toEqual({
    name: "NetworkError",
    message:
      "Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.",
    status: 400,
  });
  expect(
    await page.evaluate(() => ({
      authenticated: window.keycloak.authenticated,
      hasToken: window.keycloak.token !== undefined,
    })),
  ).toEqual({ authenticated: false, hasToken: false });
  const events = await eventNames(page);
  expect(events).toContain("onAuthLogout");
  expect(events).toContain("onAuthRefreshError");
});

test("with login-required a failed refresh leads back to the login page", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframe: false }, "#/master/users");
  await harness.revokeSessions();
  await page.evaluate(() => {
    window.keycloak.updateToken(-1).catch(() => undefined);
  });
  await expect(page.getByRole("textbox", { name: /username/i })).toBeVisible();
  const redirect = new URL(page.url()).searchParams.get("redirect_uri");
  expect(redirect).toBe(`${harness.appUrl}#/master/users`);
});

test("the fetch helper sends the bearer token", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframe: false });
  const userinfo = `${harness.realmUrl}/protocol/openid-connect/userinfo`;
  const answer = await page.evaluate(async (url) => {
    const response = await window.keycloak.fetch(url);
    return {
      status: response.status,
      body: (await response.json()) as { preferred_username?: string },
    };
  }, userinfo);
  expect(answer).toEqual({
    status: 200,
    body: expect.objectContaining({ preferred_username: "alice" }) as unknown,
  });
});
