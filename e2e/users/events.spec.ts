import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, seedUser } from "./users-helpers";

const password = "Events-pass-1";

async function enableEvents(realm: string): Promise<void> {
  const config = (await (await adminFetch(`/${realm}/events/config`)).json()) as Record<
    string,
    unknown
  >;
  await adminFetch(`/${realm}/events/config`, {
    method: "PUT",
    body: JSON.stringify({ ...config, eventsEnabled: true }),
  });
}

/** A password sign-in of the user at admin-cli; a wrong password records a LOGIN_ERROR. */
async function passwordLogin(realm: string, username: string, secret: string): Promise<number> {
  const response = await fetch(`${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "admin-cli",
      username,
      password: secret,
    }),
  });
  return response.status;
}

async function seedWithPassword(realm: string, username: string): Promise<string> {
  const id = await seedUser(realm, {
    username,
    email: `${username}@example.test`,
    firstName: "Eve",
    lastName: "Events",
  });
  await adminFetch(`/${realm}/users/${id}/reset-password`, {
    method: "PUT",
    body: JSON.stringify({ type: "password", value: password, temporary: false }),
  });
  return id;
}

test.describe("user events", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("shows the user's logins and failures, filters them by type and expands details", async ({
    page,
    realm,
  }) => {
    await enableEvents(realm);
    // Only view-events and the user rights: the realm representation then hides the events flag.
    const admin = await createRealmAdmin(realm, "auditor", [
      "query-users",
      "view-users",
      "view-events",
    ]);
    const id = await seedWithPassword(realm, "eve");
    expect(await passwordLogin(realm, "eve", "wrong-password")).toBeGreaterThanOrEqual(400);
    expect(await passwordLogin(realm, "eve", password)).toBe(200);

    await signIn(page, {
      realm,
      username: admin.username,
      password: admin.password,
      route: `${realm}/users/${id}/events`,
    });
    const table = page.getByRole("grid", { name: "Events" });
    const loginRow = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "LOGIN", exact: true }) });
    const errorRow = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "LOGIN_ERROR", exact: true }) });
    await expect(loginRow).toHaveCount(1);
    await expect(errorRow).toHaveCount(1);
    await expect(errorRow).toContainText("invalid_user_credentials");
    await expect(loginRow).toContainText("admin-cli");
    await expectNoAxeViolations(page);

    await errorRow.getByRole("button", { name: /^Show details of/ }).click();
    await expect(page.getByRole("term").filter({ hasText: "grant_type" })).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: /^password$/ })).toBeVisible();

    const filter = page.getByRole("combobox", { name: "Filter by event type" });
    await filter.fill("LOGIN_ERR");
    await page.getByRole("option", { name: "LOGIN_ERROR", exact: true }).click();
    await expect(errorRow).toHaveCount(1);
    await expect(loginRow).toHaveCount(0);

    await page.getByRole("button", { name: "Clear Filter by event type" }).click();
    await expect(loginRow).toHaveCount(1);
    await expect(errorRow).toHaveCount(1);
  });

  // Starts from a realm that stores no events, which the other test of the file turns on.
  test("hides the tab when the realm stores no events or the admin may not view them", async ({
    page,
    freshRealm: realm,
  }) => {
    const limited = await createRealmAdmin(realm, "helper", ["query-users", "view-users"]);
    const id = await seedUser(realm, { username: "nora" });

    await openConsole(page, `${realm}/users/${id}/settings`);
    await expect(page.getByRole("tab", { name: "Sessions" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Events" })).toHaveCount(0);

    await enableEvents(realm);
    await page.context().clearCookies();
    await signIn(page, {
      realm,
      username: limited.username,
      password: limited.password,
      route: `${realm}/users/${id}/settings`,
    });
    await expect(page.getByRole("tab", { name: "Sessions" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Events" })).toHaveCount(0);
  });
});
