import { expect, test } from "@playwright/test";
import { eventNames, openApp, openSignedIn, serverConfig, initOutcome } from "./support/app";
import { startHarness, type Harness } from "./support/harness";

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness("login-session");
});

test.afterAll(async () => {
  await harness.dispose();
});

test("a logout in another tab is noticed by the session frame, which clears the token", async ({
  page,
  context,
}) => {
  await openSignedIn(page, harness, { checkLoginIframeInterval: 1 });
  await page.evaluate(() => {
    // Watch, as a check-sso application would, instead of signing in again at once.
    window.keycloak.loginRequired = false;
  });

  const other = await context.newPage();
  await openApp(other, harness, { config: serverConfig(harness), init: { onLoad: "check-sso" } });
  expect(await initOutcome(other, harness)).toBe(true);
  await other.evaluate(() => {
    void window.keycloak.logout();
  });
  await expect.poll(() => harness.sessionCount()).toBe(0);

  await expect.poll(() => eventNames(page), { timeout: 15_000 }).toContain("onAuthLogout");
  expect(
    await page.evaluate(() => [window.keycloak.authenticated, window.keycloak.token === undefined]),
  ).toEqual([false, true]);
});

test("with login-required the page signs in again after a logout in another tab", async ({
  page,
  context,
}) => {
  await openSignedIn(page, harness, { checkLoginIframeInterval: 1 }, "#/master/realms");
  const other = await context.newPage();
  await openApp(other, harness, { config: serverConfig(harness), init: { onLoad: "check-sso" } });
  expect(await initOutcome(other, harness)).toBe(true);
  await other.evaluate(() => {
    void window.keycloak.logout();
  });
  await expect(page.getByRole("textbox", { name: /username/i })).toBeVisible({ timeout: 15_000 });
  expect(new URL(page.url()).searchParams.get("redirect_uri")).toBe(
    `${harness.appUrl}#/master/realms`,
  );
});

test("an unchanged session keeps the token", async ({ page }) => {
  await openSignedIn(page, harness, { checkLoginIframeInterval: 1 });
  const token = await page.evaluate(() => window.keycloak.token);
  await page.evaluate(() => {
    const counter = window as unknown as { unchangedAnswers: number };
    counter.unchangedAnswers = 0;
    window.addEventListener("message", (event) => {
      if (event.data === "unchanged") counter.unchangedAnswers += 1;
    });
  });
  // Three answers from the server's session page; the token must survive them all.
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { unchangedAnswers: number }).unchangedAnswers),
    )
    .toBeGreaterThanOrEqual(3);
  expect(await page.evaluate(() => window.keycloak.token)).toBe(token);
  expect(await eventNames(page)).not.toContain("onAuthLogout");
});
