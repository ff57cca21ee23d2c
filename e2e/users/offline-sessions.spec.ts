import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { expect, seedUser } from "./users-helpers";

const password = "Offline-pass-1";

const json = async <T>(path: string): Promise<T> => (await (await adminFetch(path)).json()) as T;

/** Signs the user in with their password at `clientId`, asking for `scope`. */
async function requestToken(
  realm: string,
  clientId: string,
  username: string,
  scope: string,
): Promise<void> {
  const status = await passwordSignIn(realm, username, password, { client_id: clientId, scope });
  if (status !== 200) throw new Error(`Token for ${username} failed: ${String(status)}`);
}

test.describe("user offline sessions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("lists offline sessions beside regular ones and revokes a client's offline access", async ({
    page,
    realm,
  }) => {
    const created = await adminFetch(`/${realm}/clients`, {
      method: "POST",
      body: JSON.stringify({
        clientId: "field-app",
        publicClient: true,
        directAccessGrantsEnabled: true,
      }),
    });
    const clientUuid = created.headers.get("location")?.split("/").pop() ?? "";
    const id = await seedUser(realm, {
      username: "olga",
      email: "olga@example.test",
      firstName: "Olga",
      lastName: "Offline",
    });
    await adminFetch(`/${realm}/users/${id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: password, temporary: false }),
    });
    await requestToken(realm, "field-app", "olga", "openid offline_access");
    await requestToken(realm, "admin-cli", "olga", "openid");
    const offlineOnServer = () =>
      json<unknown[]>(`/${realm}/users/${id}/offline-sessions/${clientUuid}`);
    expect(await offlineOnServer()).toHaveLength(1);

    await openConsole(page, `${realm}/users/${id}/sessions`);
    const table = page.getByRole("grid", { name: "Sessions" });
    const offlineRow = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "field-app", exact: true }) });
    const regularRow = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "admin-cli", exact: true }) });
    await expect(offlineRow).toHaveCount(1);
    await expect(offlineRow.getByRole("gridcell", { name: "Offline", exact: true })).toBeVisible();
    await expect(regularRow.getByRole("gridcell", { name: "Regular", exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // A regular session offers sign-out only; an offline one ends itself or its client's access.
    await regularRow.getByRole("button", { name: /^Actions for/ }).click();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Revoke offline access" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    await offlineRow.getByRole("button", { name: /^Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Revoke offline access" }).click();
    const dialog = page.getByRole("dialog", { name: "Revoke offline access?" });
    await expect(dialog).toContainText("field-app");
    await dialog.getByRole("button", { name: "Revoke offline access" }).click();
    await expect(page.getByText("Offline access of field-app revoked.")).toBeVisible();
    await expect(offlineRow).toHaveCount(0);
    await expect(regularRow).toHaveCount(1);
    expect(await offlineOnServer()).toEqual([]);
    const consents = await json<{ clientId: string }[]>(`/${realm}/users/${id}/consents`);
    expect(consents.map((consent) => consent.clientId)).not.toContain("field-app");
  });

  test("ends one offline session on the server and keeps the client's consent", async ({
    page,
    realm,
  }) => {
    const created = await adminFetch(`/${realm}/clients`, {
      method: "POST",
      body: JSON.stringify({
        clientId: "notes-app",
        publicClient: true,
        directAccessGrantsEnabled: true,
      }),
    });
    const clientUuid = created.headers.get("location")?.split("/").pop() ?? "";
    // A user who consented to notes-app, so the consent and the offline grant can be told apart.
    const imported = await adminFetch(`/${realm}/partialImport`, {
      method: "POST",
      body: JSON.stringify({
        ifResourceExists: "FAIL",
        users: [
          {
            username: "otto",
            enabled: true,
            email: "otto@example.test",
            firstName: "Otto",
            lastName: "Offline",
            credentials: [{ type: "password", value: password, temporary: false }],
            realmRoles: [`default-roles-${realm}`],
            clientConsents: [{ clientId: "notes-app", grantedClientScopes: ["profile"] }],
          },
        ],
      }),
    });
    const { results } = (await imported.json()) as { results: { id: string }[] };
    const id = results[0]?.id ?? "";
    await requestToken(realm, "notes-app", "otto", "openid offline_access");
    await requestToken(realm, "notes-app", "otto", "openid offline_access");
    const offlineOnServer = async () =>
      (await json<{ id: string }[]>(`/${realm}/users/${id}/offline-sessions/${clientUuid}`)).map(
        (session) => session.id,
      );
    const [ended, kept] = await offlineOnServer();
    expect(ended).toBeDefined();
    expect(kept).toBeDefined();

    await openConsole(page, `${realm}/users/${id}/sessions`);
    const table = page.getByRole("grid", { name: "Sessions" });
    const offlineRows = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "notes-app", exact: true }) });
    await expect(offlineRows).toHaveCount(2);

    await offlineRows
      .first()
      .getByRole("button", { name: /^Actions for/ })
      .click();
    await page.getByRole("menuitem", { name: "End offline session" }).click();
    const dialog = page.getByRole("dialog", { name: "End this offline session?" });
    await expect(dialog).toContainText("The consent given to notes-app stays");
    await dialog.getByRole("button", { name: "End offline session" }).click();
    await expect(page.getByText("Offline session ended.")).toBeVisible();
    await expect(offlineRows).toHaveCount(1);

    const remaining = await offlineOnServer();
    expect(remaining).toHaveLength(1);
    // The consent and its offline grant stay while the client holds another offline session.
    const consents = await json<{ clientId: string; additionalGrants?: { key: string }[] }[]>(
      `/${realm}/users/${id}/consents`,
    );
    const consent = consents.find((entry) => entry.clientId === "notes-app");
    expect(consent?.additionalGrants?.map((grant) => grant.key)).toContain("Offline Token");
    expect([ended, kept]).toContain(remaining[0]);
  });
});
