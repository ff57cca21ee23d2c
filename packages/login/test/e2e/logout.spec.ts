import { expect, test } from "@playwright/test";
import { openSignedIn, topLevelNavigations } from "./support/app";
import { startHarness, type Harness } from "./support/harness";

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness("login-logout");
});

test.afterAll(async () => {
  await harness.dispose();
});

for (const logoutMethod of ["GET", "POST"] as const) {
  test(`logout by ${logoutMethod} ends the server session and returns to the page`, async ({
    page,
  }) => {
    await openSignedIn(page, harness, { logoutMethod });
    expect(await harness.sessionCount()).toBe(1);
    const navigations = topLevelNavigations(page);

    const endSession = page.waitForRequest((request) =>
      request.url().startsWith(`${harness.realmUrl}/protocol/openid-connect/logout`),
    );
    const returnTo = `${harness.appUrl}#/signed-out`;
    await page.evaluate((redirectUri) => {
      void window.keycloak.logout({ redirectUri });
    }, returnTo);
    const request = await endSession;
    expect(request.method()).toBe(logoutMethod);
    const params =
      logoutMethod === "GET"
        ? new URL(request.url()).searchParams
        : new URLSearchParams(request.postData() ?? "");
    expect(params.get("client_id")).toBe("gatehouse-login-test");
    expect(params.get("post_logout_redirect_uri")).toBe(returnTo);
    expect(params.get("id_token_hint")).toEqual(expect.any(String));

    // Back on the page, login-required sends the browser to the login page again: the session is gone.
    await expect(page.getByRole("textbox", { name: /username/i })).toBeVisible();
    expect(navigations).toContain(returnTo);
    expect(await harness.sessionCount()).toBe(0);
  });
}

test("logoutMethod given to logout overrides the init option", async ({ page }) => {
  await openSignedIn(page, harness, { logoutMethod: "GET", onLoad: "login-required" });
  const endSession = page.waitForRequest((request) =>
    request.url().includes("/protocol/openid-connect/logout"),
  );
  await page.evaluate(() => {
    void window.keycloak.logout({ logoutMethod: "POST" });
  });
  expect((await endSession).method()).toBe("POST");
  await expect(page.getByRole("textbox", { name: /username/i })).toBeVisible();
  expect(await harness.sessionCount()).toBe(0);
});
