import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { expect, findStoredUsers, flipSwitch, seedUser, storedUser } from "./users-helpers";

test.describe("user details", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves the profile, switches and required actions", async ({ page, realm }) => {
    const id = await seedUser(realm, {
      username: "edith",
      email: "edith@example.test",
      firstName: "Edith",
      lastName: "Old",
    });
    await openConsole(page, `${realm}/users/${id}/settings`);
    await expect(page.getByRole("heading", { level: 1, name: "edith" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "ID", exact: true })).toHaveValue(id);
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "Last name" }).fill("New");
    await flipSwitch(page.getByRole("switch", { name: "Enabled" }));
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The user was saved.")).toBeVisible();
    await expect(page.getByText("Disabled").first()).toBeVisible();
    expect(await storedUser(realm, id)).toMatchObject({
      lastName: "New",
      enabled: false,
      email: "edith@example.test",
    });
  });

  test("deletes the user from the header after confirmation", async ({ page, realm }) => {
    const id = await seedUser(realm, { username: "gone" });
    await openConsole(page, `${realm}/users/${id}/settings`);
    await page.getByRole("button", { name: "User actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: "Delete user?" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
    expect(await findStoredUsers(realm, "gone")).toEqual([]);
  });

  // Internationalisation is a realm-wide setting: a realm of its own.
  test("chooses the user's locale among the realm's supported locales", async ({
    page,
    freshRealm: realm,
  }) => {
    const settings = (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
    await adminFetch(`/${realm}`, {
      method: "PUT",
      body: JSON.stringify({
        ...settings,
        internationalizationEnabled: true,
        supportedLocales: ["en", "de", "fr"],
        defaultLocale: "en",
      }),
    });
    const id = await seedUser(realm, { username: "lena", email: "lena@example.test" });
    await openConsole(page, `${realm}/users/${id}/settings`);
    await page.getByRole("button", { name: /^(locale|language)/i }).click();
    await expect(page.getByRole("option", { name: "French" })).toBeVisible();
    await expect(page.getByRole("option", { name: "Spanish" })).toHaveCount(0);
    await page.getByRole("option", { name: "German" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The user was saved.")).toBeVisible();
    await expect
      .poll(async () => (await storedUser(realm, id))["attributes"])
      .toMatchObject({ locale: ["de"] });
  });
});
