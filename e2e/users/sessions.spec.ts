import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { expect, seedUser } from "./users-helpers";

const password = "Session-pass-1";

async function openSession(realm: string, username: string): Promise<void> {
  const status = await passwordSignIn(realm, username, password);
  if (status !== 200) throw new Error(`Sign-in of ${username} failed: ${String(status)}`);
}

const sessionsOf = async (realm: string, id: string) =>
  (await (await adminFetch(`/${realm}/users/${id}/sessions`)).json()) as unknown[];

test.describe("user sessions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("signs out one session, then all of them", async ({ page, realm }) => {
    const id = await seedUser(realm, {
      username: "sam",
      email: "sam@example.test",
      firstName: "Sam",
      lastName: "Session",
    });
    await adminFetch(`/${realm}/users/${id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: password, temporary: false }),
    });
    await openSession(realm, "sam");
    await openSession(realm, "sam");
    await openSession(realm, "sam");

    await openConsole(page, `${realm}/users/${id}/sessions`);
    const table = page.getByRole("grid", { name: "Sessions" });
    const rows = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "admin-cli" }) });
    await expect(rows).toHaveCount(3);
    await rows
      .first()
      .getByRole("button", { name: /^Actions for/ })
      .click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page
      .getByRole("dialog", { name: "Sign out this session?" })
      .getByRole("button", { name: "Sign out" })
      .click();
    await expect(rows).toHaveCount(2);
    expect(await sessionsOf(realm, id)).toHaveLength(2);

    await page.getByRole("button", { name: "Sign out all sessions" }).click();
    await page
      .getByRole("dialog", { name: "Sign out all sessions?" })
      .getByRole("button", { name: "Sign out all sessions" })
      .click();
    await expect(page.getByRole("heading", { name: "No sessions" })).toBeVisible();
    expect(await sessionsOf(realm, id)).toEqual([]);
  });
});
