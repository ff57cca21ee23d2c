import { expect, test } from "@playwright/test";
import { openApp, openSignedIn, serverConfig, initOutcome } from "./support/app";
import { clientId, startHarness, user, type Harness } from "./support/harness";

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness("login-user-data");
});

test.afterAll(async () => {
  await harness.dispose();
});

test("loadUserProfile reads the account profile", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframe: false });
  const profile = await page.evaluate(() => window.keycloak.loadUserProfile());
  expect(profile).toMatchObject({
    id: harness.userId,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    emailVerified: true,
  });
  expect(await page.evaluate(() => window.keycloak.profile?.username)).toBe(user.username);
});

test("loadUserInfo reads the userinfo endpoint", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframe: false });
  const info = await page.evaluate(() => window.keycloak.loadUserInfo());
  expect(info).toMatchObject({
    sub: harness.userId,
    preferred_username: user.username,
    email: user.email,
    given_name: user.firstName,
    family_name: user.lastName,
  });
});

test("the register address opens the server's registration page", async ({ page }) => {
  await openApp(page, harness, {
    config: serverConfig(harness),
    init: { checkLoginIframe: false },
  });
  expect(await initOutcome(page, harness)).toBe(false);
  const url = await page.evaluate(() => window.keycloak.createRegisterUrl());
  expect(new URL(url).pathname).toBe(
    `/realms/${harness.realm}/protocol/openid-connect/registrations`,
  );
  await page.goto(url);
  await expect(page.getByRole("textbox", { name: /email/i })).toBeVisible();
  await expect(page.getByRole("button", { name: /register/i })).toBeVisible();
});

test("register() goes to the registration page", async ({ page }) => {
  await openApp(page, harness, {
    config: serverConfig(harness),
    init: { checkLoginIframe: false },
  });
  expect(await initOutcome(page, harness)).toBe(false);
  await page.evaluate(() => {
    void window.keycloak.register();
  });
  await page.waitForURL(
    (url) =>
      url.pathname.includes("/login-actions/registration") ||
      url.pathname.endsWith("/registrations"),
  );
  await expect(page.getByRole("button", { name: /register/i })).toBeVisible();
});

test("the account address opens the account console with a way back", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframe: false });
  const back = `${harness.appUrl}#/master/users`;
  const url = await page.evaluate(
    (redirectUri) => window.keycloak.createAccountUrl({ redirectUri }),
    back,
  );
  const parsed = new URL(url);
  expect(parsed.origin + parsed.pathname).toBe(`${harness.realmUrl}/account`);
  expect(parsed.searchParams.get("referrer")).toBe(clientId);
  expect(parsed.searchParams.get("referrer_uri")).toBe(back);

  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toContain(`/realms/${harness.realm}/account`);
});

test("accountManagement() navigates to the account console", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframe: false });
  await page.evaluate(() => {
    void window.keycloak.accountManagement();
  });
  await page.waitForURL((url) => url.pathname.startsWith(`/realms/${harness.realm}/account`));
  expect(new URL(page.url()).searchParams.get("referrer")).toBe(clientId);
});
