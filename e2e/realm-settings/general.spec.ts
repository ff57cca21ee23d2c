import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { seedUser } from "../users/users-helpers";
import { expect, saveButton, storedAttributes, storedRealm } from "./realm-settings-helpers";
import { adminFetch } from "../../server/src/testing/admin-api";

test.describe("realm settings general tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("saves the names, frontend URL, SSL requirement and unmanaged-attribute policy", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings`);
    await expect(page.getByRole("heading", { level: 1, name: "Realm settings" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "General", selected: true })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Realm name" })).toHaveValue(realm);

    await page
      .getByRole("textbox", { name: "Display name", exact: true })
      .fill("Settings Test Realm");
    const frontendUrl = page.getByRole("textbox", { name: "Frontend URL" });
    await frontendUrl.fill("id.example.test");
    await expect(
      page.getByText("Enter a full address starting with http:// or https://."),
    ).toBeVisible();
    await expect(saveButton(page)).toBeDisabled();
    await frontendUrl.fill("https://id.example.test");
    await page.getByRole("button", { name: /^Require SSL/ }).click();
    await page.getByRole("option", { name: "All requests" }).click();
    await page.getByRole("button", { name: /^Unmanaged attributes/ }).click();
    await page.getByRole("option", { name: "Only administrators can view" }).click();
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();

    const stored = await storedRealm(realm);
    expect(stored).toMatchObject({ displayName: "Settings Test Realm", sslRequired: "all" });
    expect((await storedAttributes(realm))["frontendUrl"]).toBe("https://id.example.test");
    const profile = (await (await adminFetch(`/${realm}/users/profile`)).json()) as {
      unmanagedAttributePolicy?: string;
    };
    expect(profile.unmanagedAttributePolicy).toBe("ADMIN_VIEW");

    await page.reload();
    await expect(page.getByRole("textbox", { name: "Display name", exact: true })).toHaveValue(
      "Settings Test Realm",
    );
    await expect(page.getByRole("textbox", { name: "Frontend URL" })).toHaveValue(
      "https://id.example.test",
    );
    await expect(page.getByRole("button", { name: /^Unmanaged attributes/ })).toContainText(
      "Only administrators can view",
    );
    await expectNoAxeViolations(page);

    // Leave the realm reachable for the file's other tests.
    await page.getByRole("textbox", { name: "Frontend URL" }).fill("");
    await page.getByRole("button", { name: /^Require SSL/ }).click();
    await page.getByRole("option", { name: "External requests" }).click();
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved").first()).toBeVisible();
    await expect
      .poll(async () => (await storedAttributes(realm))["frontendUrl"] ?? "removed")
      .toBe("removed");
  });

  test("the users section follows a new unmanaged-attribute policy without a reload", async ({
    page,
    freshRealm,
  }) => {
    const id = await seedUser(freshRealm, { username: "policy-watcher" });
    await openConsole(page, `${freshRealm}/users/${id}/settings`);
    await expect(page.getByRole("tab", { name: "Details" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Attributes" })).toHaveCount(0);

    // Within the console, so the users section's data stays cached across the visit.
    await page
      .getByRole("navigation", { name: "Realm navigation" })
      .getByRole("link", { name: "Realm settings" })
      .click();
    await page.getByRole("button", { name: /^Unmanaged attributes/ }).click();
    await page.getByRole("option", { name: "Only administrators can edit" }).click();
    await saveButton(page).click();
    await expect(page.getByText("Realm settings saved")).toBeVisible();
    // Back within the console (hash history), not a new page load that would start afresh.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/users/${id}/settings$`));
    await expect(page.getByRole("textbox", { name: "Username" })).toHaveValue("policy-watcher");
    await expect(page.getByRole("tab", { name: "Attributes" })).toBeVisible();
  });

  test("an unknown tab opens the general tab", async ({ page, realm }) => {
    await openConsole(page, `${realm}/realm-settings/no-such-tab`);
    await expect(page.getByRole("tab", { name: "General", selected: true })).toBeVisible();
    await expect(page).toHaveURL(/\/realm-settings\/general$/);
  });
});
