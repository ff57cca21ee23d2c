import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, seedUser, userRow, usersTable } from "./users-helpers";

test.describe("users access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a user-viewing administrator sees users but no write action", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 403/,
      "the users list asks for the realm's user storage, which a user viewer may not read",
      /\/components\?type=org\.keycloak\.storage\.UserStorageProvider$/,
    );
    const viewer = await createRealmAdmin(realm, "viewer", ["view-users"]);
    await seedUser(realm, {
      username: "target",
      email: "target@example.test",
      firstName: "Tar",
      lastName: "Get",
    });
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/users`,
    });

    await expect(userRow(page, "target")).toBeVisible();
    await expect(page.getByRole("button", { name: "Add user" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Bulk actions" })).toHaveCount(0);
    await expect(usersTable(page).getByRole("checkbox")).toHaveCount(0);
    await userRow(page, "target").getByRole("button", { name: "Actions for target" }).click();
    await expect(page.getByRole("menuitem", { name: "Open details" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await usersTable(page).getByRole("link", { name: "target" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "target" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First name" })).toHaveValue("Tar");
    await expect(page.getByRole("textbox", { name: "First name" })).toBeDisabled();
    await expect(page.getByRole("switch", { name: "Enabled" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "User actions" })).toHaveCount(0);
  });
});
