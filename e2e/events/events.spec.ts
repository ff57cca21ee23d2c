import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { unique } from "../support/realms";
import { passwordSignIn } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import { recordEvents, seedUserWithPassword, storedEvents } from "./events-helpers";

const password = "Events-page-1";

test.describe("events page", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a failed sign-in shows as LOGIN_ERROR with its details", async ({ page, realm }) => {
    await recordEvents(realm);
    const username = unique("eve");
    await seedUserWithPassword(realm, username, password);
    expect(await passwordSignIn(realm, username, "not-the-password")).toBeGreaterThanOrEqual(400);

    await openConsole(page, `${realm}/events`);
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    const table = page.getByRole("grid", { name: "User events" });
    const errorRow = table
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell", { name: "LOGIN_ERROR", exact: true }) })
      .filter({ hasText: username });
    await expect(errorRow).toHaveCount(1);
    await expect(errorRow).toContainText("admin-cli");
    await errorRow.getByRole("button", { name: /^Show details of/ }).click();
    const details = table.getByRole("row", { name: "Event details" });
    await expect(details.getByRole("term").filter({ hasText: /^username$/ })).toBeVisible();
    await expect(details.getByRole("definition").filter({ hasText: username })).toBeVisible();
    await expect(
      details.getByRole("definition").filter({ hasText: "invalid_user_credentials" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The search by event type runs on the server and is kept in the address.
    const form = page.getByRole("form", { name: "Filter events" });
    await form.getByRole("combobox", { name: "Event type" }).fill("LOGIN_ERR");
    await page.getByRole("option", { name: "LOGIN_ERROR", exact: true }).click();
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/types=LOGIN_ERROR/);
    const rows = table.getByRole("row").filter({ has: page.getByRole("gridcell") });
    await expect(rows.filter({ hasText: "LOGIN_ERROR" }).first()).toBeVisible();
    await expect(
      rows.filter({ has: page.getByRole("gridcell", { name: "LOGIN", exact: true }) }),
    ).toHaveCount(0);
  });

  test("the user filter picks a user by username, searches by their id and names them in its label", async ({
    page,
    realm,
  }) => {
    await recordEvents(realm);
    const [ada, bob] = [unique("ada"), unique("bob")];
    const adaId = await seedUserWithPassword(realm, ada, password);
    await seedUserWithPassword(realm, bob, password);
    expect(await passwordSignIn(realm, ada, password)).toBeLessThan(400);
    expect(await passwordSignIn(realm, bob, password)).toBeLessThan(400);

    await openConsole(page, `${realm}/events`);
    const table = page.getByRole("grid", { name: "User events" });
    const rows = table.getByRole("row").filter({ has: page.getByRole("gridcell") });
    await expect(rows.filter({ hasText: bob }).first()).toBeVisible();

    const form = page.getByRole("form", { name: "Filter events" });
    await form.getByRole("combobox", { name: "User" }).fill(ada.slice(0, 6));
    await page.getByRole("option", { name: ada, exact: true }).click();
    await form.getByRole("button", { name: "Search" }).click();
    // The server is asked by the user's id; the label names the user.
    await expect(page).toHaveURL(new RegExp(`user=${adaId}`));
    await expect(rows.filter({ hasText: ada }).first()).toBeVisible();
    await expect(rows.filter({ hasText: bob })).toHaveCount(0);
    const labels = page.getByRole("group", { name: "Active filters" });
    await expect(labels.getByText(ada, { exact: true })).toBeVisible();

    // From the address alone (a reload), the field and the label still name the user.
    await page.reload();
    await expect(form.getByRole("combobox", { name: "User" })).toHaveValue(ada);
    await expect(labels.getByText(ada, { exact: true })).toBeVisible();
    await labels.getByRole("button", { name: `Remove filter ${ada}` }).click();
    await expect(rows.filter({ hasText: bob }).first()).toBeVisible();
  });

  test("an admin change shows as an admin event with its representation", async ({
    page,
    realm,
  }) => {
    await recordEvents(realm);
    const name = unique("auditors");
    const created = await adminFetch(`/${realm}/groups`, {
      method: "POST",
      body: JSON.stringify({ name, attributes: { team: ["audit"] } }),
    });
    const id = created.headers.get("location")?.split("/").pop() ?? "";

    await openConsole(page, `${realm}/events/admin-events`);
    const table = page.getByRole("grid", { name: "Admin events" });
    const row = table.getByRole("row").filter({ hasText: `groups/${id}` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("CREATE");
    await expect(row).toContainText("GROUP");
    await row.getByRole("button", { name: /actions/i }).click();
    await page.getByRole("menuitem", { name: "Representation" }).click();
    const dialog = page.getByRole("dialog", { name: "Representation" });
    await expect(dialog.getByTestId("admin-event-representation")).toContainText(
      `"name": "${name}"`,
    );
    await expect(dialog.getByTestId("admin-event-representation")).toContainText('"audit"');
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Close" }).click();

    await row.getByRole("button", { name: /actions/i }).click();
    await page.getByRole("menuitem", { name: "Authentication details" }).click();
    const auth = page.getByRole("dialog", { name: "Authentication details" });
    // The change was made by the master realm's administrator through the admin API.
    const master = (await (await adminFetch("/master")).json()) as { id: string };
    await expect(auth.getByRole("definition").filter({ hasText: master.id })).toBeVisible();

    // The search by operation type runs on the server.
    await auth.getByRole("button", { name: "Close" }).click();
    const form = page.getByRole("form", { name: "Search admin events" });
    await form.getByRole("combobox", { name: "Operation type" }).fill("DEL");
    await page.getByRole("option", { name: "DELETE", exact: true }).click();
    await page.keyboard.press("Escape");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "No matching admin events" })).toBeVisible();
  });

  test("the chart counts what the server returns", async ({ page, freshRealm: realm }) => {
    await recordEvents(realm);
    await seedUserWithPassword(realm, "chart-user", password);
    expect(await passwordSignIn(realm, "chart-user", password)).toBe(200);
    expect(await passwordSignIn(realm, "chart-user", password)).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await passwordSignIn(realm, "chart-user", "wrong")).toBeGreaterThanOrEqual(400);
    }
    const expected = new Map<string, number>();
    for (const event of await storedEvents(realm)) {
      expected.set(event.type, (expected.get(event.type) ?? 0) + 1);
    }
    expect(expected.get("LOGIN_ERROR")).toBe(3);

    await openConsole(page, `${realm}/events`);
    await expect(page.getByRole("heading", { name: "Events per type" })).toBeVisible();
    await page.getByRole("button", { name: "Show the counts as a table" }).click();
    const counts = page.getByRole("grid", { name: "Events counted per type" });
    const shown = new Map<string, number>();
    await expect(counts).toBeVisible();
    for (const row of await counts
      .getByRole("row")
      .filter({ has: page.getByRole("gridcell") })
      .all()) {
      const [type, count] = await row.getByRole("gridcell").allTextContents();
      shown.set(type ?? "", Number(count));
    }
    expect(shown).toEqual(expected);
    await expectNoAxeViolations(page);
  });

  test("a view-events-only administrator sees the events and nothing else", async ({
    page,
    realm,
  }) => {
    await recordEvents(realm);
    const auditor = await createRealmAdmin(realm, unique("auditor"), ["view-events"]);
    await signIn(page, {
      realm,
      username: auditor.username,
      password: auditor.password,
      route: `${realm}/events`,
    });
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await expect(page.getByRole("grid", { name: "User events" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Realm navigation" });
    await expect(nav.getByRole("link", { name: "Events" })).toBeVisible();
    for (const hidden of [
      "Users",
      "Groups",
      "Clients",
      "Client scopes",
      "Realm roles",
      "Sessions",
    ]) {
      await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
    }
    await expect(nav.getByRole("link", { name: "Realm settings" })).toHaveCount(0);
    // The events configuration is a realm settings tab this administrator may not open.
    await expect(page.getByRole("link", { name: "Configure events" })).toHaveCount(0);
    await page.getByRole("tab", { name: "Admin events" }).click();
    await expect(page.getByRole("grid", { name: "Admin events" })).toBeVisible();
  });
});
