import { expect, test } from "@playwright/test";
import { chromiumArgs, findChromium } from "../../../../server/src/chromium";
import { eventNames, serverConfig } from "./support/app";
import { startHarness, type Harness } from "./support/harness";

// A Chromium that blocks third-party cookies, as browsers increasingly do by default.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...chromiumArgs, "--test-third-party-cookie-phaseout"],
  },
});

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness("login-3p-cookies");
});

test.afterAll(async () => {
  await harness.dispose();
});

test("blocked third-party cookies: a warning, no session frame, and check-sso falls back to a redirect", async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  const authorize = page.waitForRequest(
    (request) =>
      request.isNavigationRequest() && request.url().includes("/protocol/openid-connect/auth"),
  );
  await page.addInitScript(
    (setup) => {
      window.__setup = setup;
    },
    {
      config: serverConfig(harness),
      init: { onLoad: "check-sso" as const, silentCheckSsoRedirectUri: harness.crossSiteSilentUrl },
    },
  );
  await page.goto(`${harness.crossSiteAppUrl}#/master/users`);

  await page.waitForURL(`${harness.crossSiteAppUrl}#/master/users`);
  await page.waitForFunction(
    () => window.initResult !== undefined || window.initError !== undefined,
  );
  expect(await page.evaluate(() => window.initResult)).toBe(false);
  expect(
    warnings.some((text) =>
      text.startsWith("[KEYCLOAK] Your browser is blocking access to 3rd-party cookies"),
    ),
  ).toBe(true);
  // The fallback is a full-page prompt=none round trip instead of the silent frame.
  const request = await authorize;
  expect(request.frame()).toBe(page.mainFrame());
  expect(new URL(request.url()).searchParams.get("prompt")).toBe("none");
  expect(await page.evaluate(() => window.keycloak.silentCheckSsoRedirectUri)).toBeUndefined();
  await expect(page.locator('iframe[title="keycloak-session-iframe"]')).toHaveCount(0);
  expect(await eventNames(page)).toEqual(["onReady"]);
});
