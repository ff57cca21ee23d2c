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
    await expect(page.getByRole("textbox", { name: "ID" })).toHaveValue(id);
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
});
