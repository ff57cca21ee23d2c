import { expect, test } from "@playwright/test";
import { initOutcome, openApp, signInAtServer } from "./support/app";
import { clientId, startHarness, type Harness } from "./support/harness";

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness("login-oidc");
});

test.afterAll(async () => {
  await harness.dispose();
});

test("signs in through a provider found by discovery, keeping the hash route", async ({ page }) => {
  const discovery = page.waitForRequest((request) =>
    request.url().endsWith("/.well-known/openid-configuration"),
  );
  await openApp(
    page,
    harness,
    { config: { clientId, oidcProvider: harness.realmUrl }, init: { onLoad: "login-required" } },
    "#/master/users",
  );
  expect((await discovery).url()).toBe(`${harness.realmUrl}/.well-known/openid-configuration`);
  await signInAtServer(page);
  expect(await initOutcome(page, harness)).toBe(true);
  expect(page.url()).toBe(`${harness.appUrl}#/master/users`);
  const state = await page.evaluate(() => ({
    username: window.keycloak.tokenParsed?.preferred_username,
    realm: window.keycloak.realm,
  }));
  expect(state.username).toBe("alice");
  expect(state.realm).toBeUndefined();
  expect(await page.evaluate(() => window.keycloak.updateToken(-1))).toBe(true);
});

test("signs in with inline provider metadata and refuses the Keycloak-only features", async ({
  page,
}) => {
  const metadata = {
    authorization_endpoint: `${harness.realmUrl}/protocol/openid-connect/auth`,
    token_endpoint: `${harness.realmUrl}/protocol/openid-connect/token`,
    userinfo_endpoint: `${harness.realmUrl}/protocol/openid-connect/userinfo`,
  };
  await openApp(page, harness, {
    config: { clientId, oidcProvider: metadata },
    init: { onLoad: "login-required" },
  });
  await signInAtServer(page);
  expect(await initOutcome(page, harness)).toBe(true);

  const results = await page.evaluate(async () => {
    const message = async (action: () => unknown) => {
      try {
        await action();
        return "no error";
      } catch (error) {
        return (error as Error).message;
      }
    };
    const keycloak = window.keycloak;
    return {
      userInfo: ((await keycloak.loadUserInfo()) as { preferred_username?: string })
        .preferred_username,
      account: await message(() => keycloak.createAccountUrl()),
      profile: await message(() => keycloak.loadUserProfile()),
      register: await message(() => keycloak.createRegisterUrl()),
      logout: await message(() => keycloak.createLogoutUrl()),
    };
  });
  expect(results).toEqual({
    userInfo: "alice",
    account:
      "Unable to create account URL, make sure the adapter is not configured using a generic OIDC provider.",
    profile:
      "Unable to load user profile, make sure the adapter is not configured using a generic OIDC provider.",
    register: 'Redirection to "Register user" page not supported in standard OIDC mode',
    logout: "Not supported by the OIDC server",
  });
});

test("logs out through the provider's end-session endpoint", async ({ page }) => {
  await openApp(page, harness, {
    config: { clientId, oidcProvider: harness.realmUrl },
    init: { onLoad: "login-required" },
  });
  await signInAtServer(page);
  expect(await initOutcome(page, harness)).toBe(true);
  const sessionsBefore = await harness.sessionCount();
  const endSession = page.waitForRequest((request) =>
    request.url().includes("/protocol/openid-connect/logout"),
  );
  await page.evaluate(() => {
    void window.keycloak.logout();
  });
  expect(new URL((await endSession).url()).searchParams.get("id_token_hint")).toEqual(
    expect.any(String),
  );
  await expect(page.getByRole("textbox", { name: /username/i })).toBeVisible();
  expect(await harness.sessionCount()).toBe(sessionsBefore - 1);
});
