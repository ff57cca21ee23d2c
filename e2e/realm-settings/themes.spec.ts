import type { Page } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { expect, saveButton, seedRealmSettings, storedRealm } from "./realm-settings-helpers";

/** The select of a theme, by its label: its accessible name starts with the label. */
const themeSelect = (page: Page, label: string) =>
  page.getByRole("button", { name: new RegExp(`^${label}`) });

async function chooseTheme(page: Page, label: string, theme: string) {
  await themeSelect(page, label).click();
  await page.getByRole("option", { name: theme, exact: true }).click();
  await expect(themeSelect(page, label)).toContainText(theme);
}

test.describe("realm settings themes tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves a theme of each kind, shows them after a reload, and goes back to the server's default", async ({
    page,
    realm,
    browser,
  }) => {
    await seedRealmSettings(realm, {
      loginTheme: "",
      accountTheme: "",
      adminTheme: "",
      emailTheme: "",
    });
    await openConsole(page, `${realm}/realm-settings/themes`);
    await expect(themeSelect(page, "Login theme")).toContainText("Server default");
    await chooseTheme(page, "Login theme", "keycloak");
    await chooseTheme(page, "Account theme", "keycloak.v3");
    await chooseTheme(page, "Admin console theme", "keycloak.v2");
    await chooseTheme(page, "E-mail theme", "keycloak");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();
    expect(await storedRealm(realm)).toMatchObject({
      loginTheme: "keycloak",
      accountTheme: "keycloak.v3",
      adminTheme: "keycloak.v2",
      emailTheme: "keycloak",
    });

    await page.reload();
    await expect(themeSelect(page, "Login theme")).toContainText("keycloak");
    await expect(themeSelect(page, "Account theme")).toContainText("keycloak.v3");
    await expect(themeSelect(page, "Admin console theme")).toContainText("keycloak.v2");
    await expect(themeSelect(page, "E-mail theme")).toContainText("keycloak");
    await expectNoAxeViolations(page);

    await chooseTheme(page, "Login theme", "Server default");
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();
    await expect.poll(async () => (await storedRealm(realm))["loginTheme"] ?? "").toBe("");
    expect((await storedRealm(realm))["accountTheme"]).toBe("keycloak.v3");

    // The realm's sign-in page still opens with the server's default theme.
    const visitor = await browser.newContext();
    try {
      const login = await visitor.newPage();
      await login.goto(`${keycloakUrl()}/realms/${realm}/account/`);
      await expect(login.getByRole("textbox", { name: /username/i })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});
