import { openConsole, test } from "../support/fixtures";
import { lockedOut, protectAgainstBruteForce, seedLockedOutUser } from "./brute-force-helpers";
import { expect, seedUser, usersTable } from "./users-helpers";

test.describe("unlock all users", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("unlocks every locked-out user after confirmation", async ({ page, realm }) => {
    await protectAgainstBruteForce(realm);
    const first = await seedLockedOutUser(realm, { username: "lucy" });
    const second = await seedLockedOutUser(realm, { username: "larry" });

    await openConsole(page, `${realm}/users`);
    await expect(usersTable(page).getByRole("link", { name: "lucy" })).toBeVisible();
    await page.getByRole("button", { name: "Unlock all users" }).click();
    const dialog = page.getByRole("dialog", { name: "Unlock all users?" });
    await dialog.getByRole("button", { name: "Unlock all" }).click();
    await expect(page.getByText("All users were unlocked.")).toBeVisible();
    expect(await lockedOut(realm, first)).toBe(false);
    expect(await lockedOut(realm, second)).toBe(false);
  });

  // Needs a realm without brute-force protection, which the other test of the file turns on.
  test("is not offered when brute-force protection is off", async ({ page, freshRealm: realm }) => {
    await seedUser(realm, { username: "lucy" });
    await openConsole(page, `${realm}/users`);
    await expect(usersTable(page).getByRole("link", { name: "lucy" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add user" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unlock all users" })).toHaveCount(0);
  });
});
