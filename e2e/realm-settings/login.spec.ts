import { flipSwitch } from "../users/users-helpers";
import type { Browser } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { expect, storedRealm } from "./realm-settings-helpers";

/**
 * Opens the realm's login page in a browser of its own, as someone not signed in sees it, and
 * counts its registration links. The account console sends a visitor there, with PKCE as it needs.
 */
async function expectRegisterLink(browser: Browser, realm: string, count: 0 | 1) {
  const visitor = await browser.newContext();
  try {
    const login = await visitor.newPage();
    await login.goto(`${keycloakUrl()}/realms/${realm}/account/`);
    await expect(login.getByRole("textbox", { name: /username/i })).toBeVisible();
    await expect(login.getByRole("link", { name: "Register" })).toHaveCount(count);
  } finally {
    await visitor.close();
  }
}

test.describe("realm settings login tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("user registration turned on shows the registration link on the realm's login page", async ({
    page,
    realm,
    browser,
  }) => {
    await expectRegisterLink(browser, realm, 0);
    await openConsole(page, `${realm}/realm-settings/login`);
    const registration = page.getByRole("switch", { name: "User registration" });
    await expect(registration).not.toBeChecked();
    await flipSwitch(registration);
    await expect(page.getByText("User registration is now on")).toBeVisible();
    await expect.poll(async () => (await storedRealm(realm))["registrationAllowed"]).toBe(true);
    await page.reload();
    await expect(page.getByRole("switch", { name: "User registration" })).toBeChecked();

    await expectRegisterLink(browser, realm, 1);
  });

  test("e-mail as username hides login with e-mail and turns duplicate e-mails off", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/login`);
    await expect(page.getByRole("switch", { name: "Duplicate e-mails" })).toBeDisabled();
    await flipSwitch(page.getByRole("switch", { name: "E-mail as username" }));
    await expect(page.getByText("E-mail as username is now on")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Login with e-mail" })).toHaveCount(0);
    await expect
      .poll(async () => (await storedRealm(realm))["registrationEmailAsUsername"])
      .toBe(true);
    await flipSwitch(page.getByRole("switch", { name: "E-mail as username" }));
    await expect(page.getByText("E-mail as username is now off")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Login with e-mail" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
