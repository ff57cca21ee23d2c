import { openConsole, test } from "../support/fixtures";
import { lockedOut, protectAgainstBruteForce, seedLockedOutUser } from "./brute-force-helpers";
import { expect } from "./users-helpers";

test.describe("user header actions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("shows a brute-force lock-out and unlocks the user", async ({ page, realm }) => {
    await protectAgainstBruteForce(realm);
    const id = await seedLockedOutUser(realm, {
      username: "lucky",
      email: "lucky@example.test",
      firstName: "Lucky",
      lastName: "Locked",
    });

    await openConsole(page, `${realm}/users/${id}/settings`);
    await expect(page.getByText("Locked out")).toBeVisible();
    await page.getByRole("button", { name: "User actions" }).click();
    await page.getByRole("menuitem", { name: "Unlock" }).click();
    await expect(page.getByText("The user was unlocked.")).toBeVisible();
    await expect(page.getByText("Locked out")).toHaveCount(0);
    expect(await lockedOut(realm, id)).toBe(false);
  });
});
