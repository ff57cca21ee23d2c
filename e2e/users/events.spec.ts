import { request as httpRequest } from "node:http";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
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

/**
 * A password sign-in of the user at `clientId` sent from another loopback address, so the server
 * records a second IP address for the user's events.
 */
function passwordLoginFrom(
  localAddress: string,
  realm: string,
  clientId: string,
  username: string,
  secret: string,
): Promise<number> {
  const body = new URLSearchParams({
    grant_type: "password",
    client_id: clientId,
    username,
    password: secret,
  }).toString();
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: "127.0.0.1",
        // The server under test, which KEYCLOAK_URL may name rather than KC_PORT.
        port: Number(new URL(keycloakUrl()).port || 80),
        localAddress,
        method: "POST",
        path: `/realms/${realm}/protocol/openid-connect/token`,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => {
          resolve(response.statusCode ?? 0);
        });
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
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
    expect(await passwordSignIn(realm, "eve", "wrong-password")).toBeGreaterThanOrEqual(400);
    expect(await passwordSignIn(realm, "eve", password)).toBe(200);

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

    const filters = page.getByRole("form", { name: "Filter events" });
    // This auditor may not list clients, so the client id is typed instead of picked.
    await expect(filters.getByRole("textbox", { name: "Client" })).toBeVisible();
    await filters.getByRole("combobox", { name: "Event type" }).fill("LOGIN_ERR");
    await page.getByRole("option", { name: "LOGIN_ERROR", exact: true }).click();
    // A list of several choices stays open for the next one.
    await page.keyboard.press("Escape");
    await filters.getByRole("button", { name: "Search" }).click();
    await expect(loginRow).toHaveCount(0);
    await expect(errorRow).toHaveCount(1);

    await page
      .getByRole("group", { name: "Active filters" })
      .getByRole("button", { name: "Remove filter LOGIN_ERROR" })
      .click();
    await expect(loginRow).toHaveCount(1);
    await expect(errorRow).toHaveCount(1);
  });

  test("filters by client, IP address and days on the server, kept in the address", async ({
    page,
    realm,
  }) => {
    await enableEvents(realm);
    await adminFetch(`/${realm}/clients`, {
      method: "POST",
      body: JSON.stringify({
        clientId: "web-shop",
        publicClient: true,
        directAccessGrantsEnabled: true,
      }),
    });
    const id = await seedWithPassword(realm, "fiona");
    expect(await passwordSignIn(realm, "fiona", password)).toBe(200);
    expect(await passwordLoginFrom("127.0.0.5", realm, "web-shop", "fiona", password)).toBe(200);
    expect(
      await passwordLoginFrom("127.0.0.5", realm, "web-shop", "fiona", "wrong-password"),
    ).toBeGreaterThanOrEqual(400);

    await openConsole(page, `${realm}/users/${id}/events`);
    const table = page.getByRole("grid", { name: "Events" });
    const rows = table.getByRole("row").filter({ has: page.getByRole("gridcell") });
    const rowsWith = (text: string) =>
      rows.filter({ has: page.getByRole("gridcell", { name: text, exact: true }) });
    await expect(rows).toHaveCount(3);
    const filters = page.getByRole("form", { name: "Filter events" });
    const search = filters.getByRole("button", { name: "Search" });

    // The client list is searched on the server as the administrator types.
    await filters.getByRole("combobox", { name: "Client" }).fill("shop");
    await page.getByRole("option", { name: "web-shop", exact: true }).click();
    await search.click();
    await expect(rows).toHaveCount(2);
    await expect(rowsWith("web-shop")).toHaveCount(2);
    await expect(page).toHaveURL(/client=web-shop/);

    await filters.getByRole("textbox", { name: "IP address" }).fill("127.0.0.5");
    await filters.getByRole("combobox", { name: "Event type" }).fill("LOGIN_ERR");
    await page.getByRole("option", { name: "LOGIN_ERROR", exact: true }).click();
    // A list of several choices stays open for the next one.
    await page.keyboard.press("Escape");
    await search.click();
    await expect(rows).toHaveCount(1);
    await expect(rowsWith("LOGIN_ERROR")).toHaveCount(1);
    await expect(rowsWith("127.0.0.5")).toHaveCount(1);

    const active = page.getByRole("group", { name: "Active filters" });
    await active.getByRole("button", { name: "Remove filter web-shop" }).click();
    await active.getByRole("button", { name: "Remove filter LOGIN_ERROR" }).click();
    await expect(rows).toHaveCount(2);
    await expect(rowsWith("127.0.0.5")).toHaveCount(2);
    await expect(rowsWith("admin-cli")).toHaveCount(0);

    // The server keeps the day of each event in its own time zone, UTC here.
    const day = (offset: number) =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const from = filters.getByRole("textbox", { name: "From date" });
    const to = filters.getByRole("textbox", { name: "To date" });
    await from.fill(day(0));
    await to.fill(day(-1));
    await to.blur();
    await expect(filters.getByText("This date is before the from date.")).toBeVisible();
    await from.fill(day(-3));
    await search.click();
    await expect(filters.getByText("This date is before the from date.")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "No matching events" })).toBeVisible();

    await to.fill(day(0));
    await search.click();
    await expect(rows).toHaveCount(2);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(from).toHaveValue(day(-3));
    await expect(filters.getByRole("textbox", { name: "IP address" })).toHaveValue("127.0.0.5");
    await expectNoAxeViolations(page);

    await active.getByRole("button", { name: "Clear all filters" }).click();
    await expect(rows).toHaveCount(3);
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
