import { expect, test } from "@playwright/test";
import {
  eventNames,
  initOutcome,
  openApp,
  openSignedIn,
  serverConfig,
  topLevelNavigations,
} from "./support/app";
import { startHarness, type Harness } from "./support/harness";

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness("login-check-sso");
});

test.afterAll(async () => {
  await harness.dispose();
});

const route = "#/master/clients";

test.describe("signed out", () => {
  test("check-sso asks the session frame and stays on the page", async ({ page }) => {
    const navigations = topLevelNavigations(page);
    await openApp(
      page,
      harness,
      { config: serverConfig(harness), init: { onLoad: "check-sso" } },
      route,
    );
    expect(await initOutcome(page, harness)).toBe(false);
    expect(navigations).toEqual([harness.appUrl + route]);
    await expect(page.locator('iframe[title="keycloak-session-iframe"]')).toHaveCount(1);
    expect(await eventNames(page)).toEqual(["onReady"]);
  });

  test("check-sso without the session frame comes back from a prompt=none redirect quietly", async ({
    page,
  }) => {
    const navigations = topLevelNavigations(page);
    await openApp(
      page,
      harness,
      { config: serverConfig(harness), init: { onLoad: "check-sso", checkLoginIframe: false } },
      route,
    );
    expect(await initOutcome(page, harness)).toBe(false);
    expect(
      navigations.some(
        (url) => url.startsWith(harness.keycloakUrl) || url.includes("error=login_required"),
      ),
    ).toBe(true);
    expect(page.url()).toBe(harness.appUrl + route);
    expect(await eventNames(page)).not.toContain("onAuthError");
  });

  test("silent check-sso answers in a hidden frame without leaving the page", async ({ page }) => {
    const navigations = topLevelNavigations(page);
    await openApp(
      page,
      harness,
      {
        config: serverConfig(harness),
        init: { onLoad: "check-sso", silentCheckSsoRedirectUri: harness.silentUrl },
      },
      route,
    );
    expect(await initOutcome(page, harness)).toBe(false);
    expect(navigations).toEqual([harness.appUrl + route]);
    await expect(page.locator('iframe[title="keycloak-silent-check-sso"]')).toHaveCount(0);
  });
});

test.describe("signed in", () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, harness);
  });

  for (const checkLoginIframe of [true, false]) {
    test(`check-sso ${checkLoginIframe ? "with" : "without"} the session frame signs in through the existing session`, async ({
      context,
    }) => {
      const page = await context.newPage();
      await openApp(
        page,
        harness,
        { config: serverConfig(harness), init: { onLoad: "check-sso", checkLoginIframe } },
        route,
      );
      expect(await initOutcome(page, harness)).toBe(true);
      expect(page.url()).toBe(harness.appUrl + route);
      expect(await page.evaluate(() => window.keycloak.tokenParsed?.preferred_username)).toBe(
        "alice",
      );
      await expect(page.getByRole("textbox", { name: /username/i })).toHaveCount(0);
    });
  }

  test("silent check-sso signs in without a top-level navigation", async ({ context }) => {
    const page = await context.newPage();
    const navigations = topLevelNavigations(page);
    await openApp(
      page,
      harness,
      {
        config: serverConfig(harness),
        init: { onLoad: "check-sso", silentCheckSsoRedirectUri: harness.silentUrl },
      },
      route,
    );
    expect(await initOutcome(page, harness)).toBe(true);
    expect(navigations).toEqual([harness.appUrl + route]);
    expect(await page.evaluate(() => window.keycloak.tokenParsed?.preferred_username)).toBe(
      "alice",
    );
    expect(await eventNames(page)).toEqual(["onAuthSuccess", "onReady"]);
  });
});
