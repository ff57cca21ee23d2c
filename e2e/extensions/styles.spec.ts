import { expect as baseExpect, type Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";

const expect = baseExpect.configure({ timeout: 60_000 });

const attribute = {
  primary: "_providerConfig.assets.login.primaryColor",
  background: "_providerConfig.assets.login.backgroundColor",
  css: "_providerConfig.assets.login.css",
};

async function storedRealm(realm: string): Promise<Record<string, unknown>> {
  return (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
}

async function storedAttributes(realm: string): Promise<Record<string, string>> {
  return ((await storedRealm(realm))["attributes"] ?? {}) as Record<string, string>;
}

/** A login theme that ignores the styles, and an attribute of someone else's that must survive. */
async function seedRealm(realm: string): Promise<void> {
  const current = await storedRealm(realm);
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({
      ...current,
      loginTheme: "keycloak.v2",
      attributes: { ...(current["attributes"] as object), "acme.contract": "gold" },
    }),
  });
}

/** Offers Arabic in the realm and makes it the user's language. */
async function readsArabic(realm: string, userId: string): Promise<void> {
  const current = await storedRealm(realm);
  await adminFetch(`/${realm}`, {
    method: "PUT",
    body: JSON.stringify({
      ...current,
      internationalizationEnabled: true,
      supportedLocales: ["en", "ar"],
      defaultLocale: "en",
    }),
  });
  const user = (await (await adminFetch(`/${realm}/users/${userId}`)).json()) as object;
  await adminFetch(`/${realm}/users/${userId}`, {
    method: "PUT",
    body: JSON.stringify({ ...user, attributes: { locale: ["ar"] } }),
  });
}

const loginPreview = (page: Page) => page.frameLocator('iframe[title="Preview of a login page"]');

test.describe("extension styles", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves login colours and a style sheet into the realm's attributes, keeping the others, after refusing a bad colour", async ({
    page,
    realm,
  }) => {
    await seedRealm(realm);
    await openConsole(page, `${realm}/ext-styles`);
    await expect(page.getByRole("heading", { level: 1, name: "Styles" })).toBeVisible();
    // The server has the extension: its group in the navigation leads here.
    await expect(
      page
        .getByRole("navigation", { name: "Realm navigation" })
        .getByRole("link", { name: "Styles", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.getByRole("tab", { name: "Login pages" }).click();
    await expect(page).toHaveURL(new RegExp(`/${realm}/ext-styles/login$`));
    await expect(
      page.getByText("The realm's login theme is keycloak.v2, which does not use these settings."),
    ).toBeVisible();

    const primary = page.getByRole("textbox", { name: "Primary colour", exact: true });
    await primary.fill("#12g");
    await expect(
      page.getByText("Enter a colour as #rgb or #rrggbb, such as #0066cc."),
    ).toBeVisible();
    await expect(primary).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();

    // The preview follows what is typed, the style sheet included, before anything is saved.
    await primary.fill("#0b5394");
    await expect(loginPreview(page).locator(".sample-button--primary")).toHaveCSS(
      "background-color",
      "rgb(11, 83, 148)",
    );
    await page.getByRole("textbox", { name: "Background colour", exact: true }).fill("#eef2f7");
    const css = ".sample-card { border-top-width: 9px; }";
    await page.getByRole("textbox", { name: "Custom CSS" }).fill(css);
    await expect(loginPreview(page).locator(".sample-card")).toHaveCSS("border-top-width", "9px");
    // The style sheet stays inside the preview.
    await expect(page.getByRole("heading", { level: 1, name: "Styles" })).toBeVisible();
    // The preview's frame runs no scripts, so axe cannot look inside; it is named by its title.
    await expectNoAxeViolations(page, { exclude: ["iframe[sandbox]"] });

    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Styles saved")).toBeVisible();
    await expect
      .poll(async () => storedAttributes(realm))
      .toMatchObject({
        [attribute.primary]: "#0b5394",
        [attribute.background]: "#eef2f7",
        [attribute.css]: css,
        "acme.contract": "gold",
      });

    // Emptying a field removes its attribute, so the theme falls back to its own colour.
    await page.getByRole("textbox", { name: "Background colour", exact: true }).fill("");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect
      .poll(async () => (await storedAttributes(realm))[attribute.background])
      .toBe(undefined);
    const kept = await storedAttributes(realm);
    expect(kept[attribute.primary]).toBe("#0b5394");
    expect(kept["acme.contract"]).toBe("gold");
  });

  test("an administrator without manage-realm, reading Arabic, sees the styles read-only and right to left", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "styles-viewer", ["query-clients", "view-realm"]);
    await readsArabic(realm, viewer.id);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/ext-styles/portal`,
    });
    await expect(page.getByRole("heading", { level: 1, name: "الأنماط" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("textbox", { name: "اللون الأساسي", exact: true })).toBeDisabled();
    await expect(page.getByRole("textbox", { name: "CSS مخصص" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "حفظ", exact: true })).toHaveCount(0);
    await expect(
      page.frameLocator('iframe[title="معاينة البوابة"]').locator("html"),
    ).toHaveAttribute("dir", "rtl");
  });
});
