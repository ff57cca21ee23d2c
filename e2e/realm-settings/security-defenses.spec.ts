import type { Browser } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { lockedOut } from "../users/brute-force-helpers";
import { seedUser } from "../users/users-helpers";
import {
  durationAmount,
  durationUnit,
  expect,
  saveButton,
  storedRealm,
} from "./realm-settings-helpers";

/** Picks the brute force mode by its label. */
async function chooseMode(page: import("@playwright/test").Page, mode: string) {
  await page.getByRole("button", { name: /^Brute force mode/ }).click();
  await page.getByRole("option", { name: mode, exact: true }).click();
}

/**
 * Signs in with a wrong password on the realm's own login page, in a browser of its own, as
 * often as `times`: the account console sends a visitor there.
 */
async function failOnLoginPage(browser: Browser, realm: string, username: string, times: number) {
  const visitor = await browser.newContext();
  try {
    const login = await visitor.newPage();
    await login.goto(`${keycloakUrl()}/realms/${realm}/account/`);
    for (let attempt = 0; attempt < times; attempt++) {
      await login.getByRole("textbox", { name: /username/i }).fill(username);
      await login.getByLabel("Password", { exact: true }).fill("not-the-password");
      await login.getByRole("button", { name: "Sign In" }).click();
      await expect(login.getByText("Invalid username or password.")).toBeVisible();
    }
  } finally {
    await visitor.close();
  }
}

test.describe("realm settings security defenses tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves the HTTP headers, and they reach the realm's login page", async ({
    page,
    realm,
    browser,
  }) => {
    await openConsole(page, `${realm}/realm-settings/security-defenses`);
    const frame = page.getByRole("textbox", { name: "X-Frame-Options" });
    await expect(frame).toHaveValue("SAMEORIGIN");
    await frame.fill("DENY");
    await page.getByRole("textbox", { name: "Referrer-Policy" }).fill("same-origin");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();

    expect((await storedRealm(realm))["browserSecurityHeaders"]).toMatchObject({
      xFrameOptions: "DENY",
      referrerPolicy: "same-origin",
      xContentTypeOptions: "nosniff",
    });
    await page.reload();
    await expect(page.getByRole("textbox", { name: "X-Frame-Options" })).toHaveValue("DENY");

    const visitor = await browser.newContext();
    try {
      const login = await visitor.newPage();
      await login.goto(`${keycloakUrl()}/realms/${realm}/account/`);
      await expect(login.getByRole("textbox", { name: /username/i })).toBeVisible();
      const answer = await login.request.get(login.url());
      expect(answer.headers()["x-frame-options"]).toBe("DENY");
      expect(answer.headers()["referrer-policy"]).toBe("same-origin");
    } finally {
      await visitor.close();
    }
    await expectNoAxeViolations(page);
  });

  test("a temporary lockout saved here locks a user out after the failed logins it allows", async ({
    page,
    realm,
    browser,
  }) => {
    const username = "guessed-user";
    const id = await seedUser(realm, { username });
    await adminFetch(`/${realm}/users/${id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: "Guessed-Pass-1", temporary: false }),
    });

    await openConsole(page, `${realm}/realm-settings/security-defenses`);
    await expect(page.getByRole("spinbutton", { name: "Max login failures" })).toHaveCount(0);
    await chooseMode(page, "Lockout temporarily");
    await page.getByRole("spinbutton", { name: "Max login failures" }).fill("2");
    await durationUnit(page, "Wait increment").selectOption("minute");
    await durationAmount(page, "Wait increment").fill("10");
    await expect(page.getByRole("spinbutton", { name: "Max temporary lockouts" })).toHaveCount(0);
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();

    expect(await storedRealm(realm)).toMatchObject({
      bruteForceProtected: true,
      permanentLockout: false,
      maxTemporaryLockouts: 0,
      failureFactor: 2,
      waitIncrementSeconds: 600,
    });
    await page.reload();
    await expect(page.getByRole("button", { name: /^Brute force mode/ })).toContainText(
      "Lockout temporarily",
    );
    await expect(durationAmount(page, "Wait increment")).toHaveValue("10");

    expect(await lockedOut(realm, id)).toBe(false);
    await failOnLoginPage(browser, realm, username, 2);
    await expect.poll(() => lockedOut(realm, id), { timeout: 30_000 }).toBe(true);
  });

  test("permanent after temporary lockouts stores the number of temporary lockouts", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/security-defenses`);
    await chooseMode(page, "Lockout permanently after temporary lockouts");
    const lockouts = page.getByRole("spinbutton", { name: "Max temporary lockouts" });
    await lockouts.fill("0");
    await expect(saveButton(page)).toBeDisabled();
    await lockouts.fill("3");
    await page.getByRole("button", { name: /^Strategy to increase wait time/ }).click();
    await page.getByRole("option", { name: "Linear", exact: true }).click();
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();
    expect(await storedRealm(realm)).toMatchObject({
      bruteForceProtected: true,
      permanentLockout: true,
      maxTemporaryLockouts: 3,
      bruteForceStrategy: "LINEAR",
    });
    await page.reload();
    await expect(page.getByRole("spinbutton", { name: "Max temporary lockouts" })).toHaveValue("3");
  });
});
