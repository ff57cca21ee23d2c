import type { Browser, Page } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { flipSwitch } from "../users/users-helpers";
import { expect, saveButton, seedRealmSettings, storedRealm } from "./realm-settings-helpers";

/** The realm's own texts of a locale, as the server stores them. */
async function storedTexts(realm: string, locale: string): Promise<Record<string, string>> {
  return (await (await adminFetch(`/${realm}/localization/${locale}`)).json()) as Record<
    string,
    string
  >;
}

async function seedText(realm: string, locale: string, key: string, value: string) {
  await adminFetch(`/${realm}/localization/${locale}/${key}`, {
    method: "PUT",
    body: value,
    headers: { "content-type": "text/plain" },
  });
}

/** The heading of the realm's sign-in page, as a visitor who is not signed in sees it. */
async function signInHeading(browser: Browser, realm: string) {
  const visitor = await browser.newContext({ locale: "en-US" });
  try {
    const login = await visitor.newPage();
    await login.goto(`${keycloakUrl()}/realms/${realm}/account/`);
    await expect(login.getByRole("textbox", { name: /username/i })).toBeVisible();
    return await login.getByRole("heading", { level: 1 }).innerText();
  } finally {
    await visitor.close();
  }
}

const openOverrides = async (page: Page, realm: string) => {
  await openConsole(page, `${realm}/realm-settings/localization`);
  await page.getByRole("tab", { name: "Realm overrides" }).click();
};

test.describe("realm settings localization tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("turns internationalization on with two locales and a default, stored and shown after a reload", async ({
    page,
    realm,
  }) => {
    await seedRealmSettings(realm, { internationalizationEnabled: false });
    await openConsole(page, `${realm}/realm-settings/localization`);
    await flipSwitch(page.getByRole("switch", { name: "Internationalization" }));
    const supported = page.getByRole("combobox", { name: /^Supported locales/ });
    for (const language of ["English", "German"]) {
      await supported.fill(language);
      await page.getByRole("option", { name: language, exact: true }).click();
    }
    // The list of locales stays open for more choices; close it before the next select.
    await supported.press("Escape");
    await expect(page.getByRole("option", { name: "French", exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: /^Default locale/ }).click();
    await page.getByRole("option", { name: "German", exact: true }).click();
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();
    expect(await storedRealm(realm)).toMatchObject({
      internationalizationEnabled: true,
      supportedLocales: expect.arrayContaining(["en", "de"]),
      defaultLocale: "de",
    });
    expect((await storedRealm(realm))["supportedLocales"]).toHaveLength(2);

    await page.reload();
    await expect(page.getByRole("switch", { name: "Internationalization" })).toBeChecked();
    await expect(page.getByRole("button", { name: /^Default locale/ })).toContainText("German");
    await expect(page.getByRole("button", { name: "Remove German" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove English" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a realm override shows on the realm's sign-in page; editing and deleting reach the server", async ({
    page,
    realm,
    browser,
  }) => {
    await seedRealmSettings(realm, {
      internationalizationEnabled: false,
      defaultLocale: "en",
      loginTheme: "",
    });
    const themeHeading = await signInHeading(browser, realm);

    await openOverrides(page, realm);
    await expect(
      page.getByRole("heading", { name: "No realm overrides in English" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Add translation" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a translation" });
    await dialog.getByRole("textbox", { name: /^Key/ }).fill("loginAccountTitle");
    await dialog.getByRole("textbox", { name: /^Text/ }).fill("Welcome to the test realm");
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("Translation added")).toBeVisible();
    expect(await storedTexts(realm, "en")).toEqual({
      loginAccountTitle: "Welcome to the test realm",
    });
    await expect.poll(() => signInHeading(browser, realm)).toBe("Welcome to the test realm");

    await page.getByRole("button", { name: "Edit the text of loginAccountTitle" }).click();
    await page.getByRole("textbox", { name: "Text of loginAccountTitle" }).fill("Hello again");
    await page.getByRole("button", { name: "Save the text of loginAccountTitle" }).click();
    await expect(page.getByText("Text saved")).toBeVisible();
    await expect
      .poll(async () => (await storedTexts(realm, "en"))["loginAccountTitle"])
      .toBe("Hello again");
    await expect(page.getByRole("grid").getByText("Hello again")).toBeVisible();

    await page.getByRole("tab", { name: "Effective message bundles" }).click();
    await page.getByRole("textbox", { name: /^Search/ }).fill("loginAccountTitle");
    const row = page.getByRole("row").filter({ hasText: "Hello again" });
    await expect(row.getByText("Realm", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Realm overrides" }).click();
    await page.getByRole("button", { name: "Actions for loginAccountTitle" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: /Delete translations\?/ });
    await expect(confirm).toContainText("loginAccountTitle");
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Translations deleted: 1")).toBeVisible();
    await expect.poll(() => storedTexts(realm, "en")).toEqual({});
    await expect.poll(() => signInHeading(browser, realm)).toBe(themeHeading);
  });

  test("deletes several overrides at once after asking, leaving the others", async ({
    page,
    realm,
  }) => {
    await seedRealmSettings(realm, { internationalizationEnabled: false, defaultLocale: "en" });
    await seedText(realm, "en", "doLogIn", "Enter");
    await seedText(realm, "en", "doRegister", "Join");
    await seedText(realm, "en", "doForgotPassword", "Lost it?");
    await openOverrides(page, realm);
    await page.getByRole("checkbox", { name: "Select doLogIn" }).check();
    await page.getByRole("checkbox", { name: "Select doRegister" }).check();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    const confirm = page.getByRole("dialog", { name: /Delete translations\?/ });
    await expect(confirm).toContainText("Selected texts in English: 2");
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect(Object.keys(await storedTexts(realm, "en"))).toHaveLength(3);

    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await confirm.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByText("Translations deleted: 2")).toBeVisible();
    await expect.poll(() => storedTexts(realm, "en")).toEqual({ doForgotPassword: "Lost it?" });
    await expect(page.getByRole("grid").getByText("Lost it?")).toBeVisible();
    await expect(page.getByRole("grid").getByText("Enter", { exact: true })).toHaveCount(0);
  });
});
