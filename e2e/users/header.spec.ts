import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { expect, seedUser } from "./users-helpers";

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

test.describe("user header actions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("shows a brute-force lock-out and unlocks the user", async ({ page, realm }) => {
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
    const id = await seedUser(realm, {
      username: "lucky",
      email: "lucky@example.test",
      firstName: "Lucky",
      lastName: "Locked",
    });
    await adminFetch(`/${realm}/users/${id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: "Lucky-pass-1", temporary: false }),
    });
    for (let attempt = 0; attempt < 3; attempt++) await failSignIn(realm, "lucky");
    const status = async () =>
      (
        (await (await adminFetch(`/${realm}/attack-detection/brute-force/users/${id}`)).json()) as {
          disabled: boolean;
        }
      ).disabled;
    expect(await status()).toBe(true);

    await openConsole(page, `${realm}/users/${id}/settings`);
    await expect(page.getByText("Locked out")).toBeVisible();
    await page.getByRole("button", { name: "User actions" }).click();
    await page.getByRole("menuitem", { name: "Unlock" }).click();
    await expect(page.getByText("The user was unlocked.")).toBeVisible();
    await expect(page.getByText("Locked out")).toHaveCount(0);
    expect(await status()).toBe(false);
  });
});
