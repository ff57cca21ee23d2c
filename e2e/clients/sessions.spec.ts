import { expect as baseExpect } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { accessToken } from "../support/tokens";
import { seedClient } from "./list-helpers";

/** `expect` with room for the shared, busy server: pages here may take a while to answer. */
const expect = baseExpect.configure({ timeout: 60_000 });

const password = "Session-pass-1";

const json = async <T>(path: string): Promise<T> => (await (await adminFetch(path)).json()) as T;

/** Signs the user in with their password at `clientId`, asking for `scope`. */
async function signIn(realm: string, clientId: string, username: string, scope: string) {
  await accessToken(realm, {
    grant_type: "password",
    client_id: clientId,
    username,
    password,
    scope,
  });
}

/** Creates a user with a password and returns its id. */
async function seedUser(realm: string, username: string): Promise<string> {
  return adminCreate(`/${realm}/users`, {
    username,
    enabled: true,
    email: `${username}@example.test`,
    firstName: username,
    lastName: "Tester",
    credentials: [{ type: "password", value: password, temporary: false }],
  });
}

test.describe("client sessions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a user's session at the client shows and is signed out; an offline one is revoked", async ({
    page,
    realm,
  }) => {
    const clientUuid = await seedClient(realm, {
      clientId: "kiosk-app",
      publicClient: true,
      directAccessGrantsEnabled: true,
    });
    const walterId = await seedUser(realm, "walter");
    await seedUser(realm, "nina");
    await signIn(realm, "kiosk-app", "walter", "openid");
    await signIn(realm, "kiosk-app", "nina", "openid offline_access");
    const counts = async () => ({
      regular: (await json<{ count: number }>(`/${realm}/clients/${clientUuid}/session-count`))
        .count,
      offline: (
        await json<{ count: number }>(`/${realm}/clients/${clientUuid}/offline-session-count`)
      ).count,
    });
    // An offline sign-in keeps only its offline session at the client.
    expect(await counts()).toEqual({ regular: 1, offline: 1 });

    await openConsole(page, `${realm}/clients/${clientUuid}/sessions`);
    const table = page.getByRole("grid", { name: "Sessions of the client" });
    const walter = table.getByRole("row", { name: /walter/ });
    await expect(walter).toContainText("Regular");
    await expect(walter.getByRole("link", { name: "walter" })).toHaveAttribute(
      "href",
      new RegExp(`/users/${walterId}/settings$`),
    );
    await expect(table.getByRole("row", { name: /nina/ })).toContainText("Offline");
    await expectNoAxeViolations(page);

    await walter.getByRole("button", { name: /^Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    const signOut = page.getByRole("dialog", { name: /Sign out this session\?/ });
    await signOut.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByText("Session of walter signed out.")).toBeVisible();
    await expect(table.getByRole("row", { name: /walter/ })).toHaveCount(0);
    expect((await counts()).regular).toBe(0);

    const offline = table.getByRole("row", { name: /nina/ }).filter({ hasText: "Offline" });
    await offline.getByRole("button", { name: /^Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Revoke" }).click();
    const revoke = page.getByRole("dialog", { name: /Revoke this offline session\?/ });
    await revoke.getByRole("button", { name: "Revoke" }).click();
    await expect(page.getByText("Offline session of nina revoked.")).toBeVisible();
    await expect(
      table.getByRole("row", { name: /nina/ }).filter({ hasText: "Offline" }),
    ).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No sessions" })).toBeVisible();
    expect((await counts()).offline).toBe(0);
  });
});
