import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { expect, seedUser, usersTable } from "./users-helpers";

async function failSignIn(realm: string, username: string): Promise<void> {
  await fetch(`${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "admin-cli",
      username,
      password: "wrong",
    }),
  });
}

async function lockedOut(realm: string, id: string): Promise<boolean> {
  const status = (await (
    await adminFetch(`/${realm}/attack-detection/brute-force/users/${id}`)
  ).json()) as { disabled: boolean };
  return status.disabled;
}

async function seedLockedUser(realm: string, username: string): Promise<string> {
  const id = await seedUser(realm, { username });
  await adminFetch(`/${realm}/users/${id}/reset-password`, {
    method: "PUT",
    body: JSON.stringify({ type: "password", value: `${username}-Pass-1`, temporary: false }),
  });
  for (let attempt = 0; attempt < 3; attempt++) await failSignIn(realm, username);
  return id;
}

test.describe("unlock all users", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("unlocks every locked-out user after confirmation", async ({ page, realm }) => {
    const settings = (await (await adminFetch(`/${realm}`)).json()) as Record<string, unknown>;
    await adminFetch(`/${realm}`, {
      method: "PUT",
      body: JSON.stringify({
        ...settings,
        bruteForceProtected: true,
        failureFactor: 2,
        waitIncrementSeconds: 600,
      }),
    });
    const first = await seedLockedUser(realm, "lucy");
    const second = await seedLockedUser(realm, "larry");
    expect(await lockedOut(realm, first)).toBe(true);
    expect(await lockedOut(realm, second)).toBe(true);

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
