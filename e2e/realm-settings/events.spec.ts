import { adminFetch } from "../../server/src/testing/admin-api";
import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { flipSwitch, seedUser } from "../users/users-helpers";
import {
  durationAmount,
  durationUnit,
  expect,
  saveButton,
  storedAttributes,
} from "./realm-settings-helpers";

/** The realm's events configuration as the server stores it. */
async function storedEventsConfig(realm: string): Promise<Record<string, unknown>> {
  return (await (await adminFetch(`/${realm}/events/config`)).json()) as Record<string, unknown>;
}

/** How many stored events of the realm an address under `/admin/realms/{realm}` lists. */
async function storedCount(realm: string, path: string): Promise<number> {
  return ((await (await adminFetch(`/${realm}/${path}`)).json()) as unknown[]).length;
}

test.describe("realm settings events tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("stores a user's logins once saved with that type, and clears them after asking", async ({
    page,
    realm,
  }) => {
    // Only logouts saved at first, so the login type is the one this test adds.
    await adminFetch(`/${realm}/events/config`, {
      method: "PUT",
      body: JSON.stringify({
        ...(await storedEventsConfig(realm)),
        eventsEnabled: false,
        enabledEventTypes: ["LOGOUT"],
      }),
    });
    const username = "event-user";
    // A complete profile: the server refuses a password sign-in to an account not fully set up.
    const id = await seedUser(realm, {
      username,
      email: "event-user@example.test",
      emailVerified: true,
      firstName: "Event",
      lastName: "User",
    });
    await adminFetch(`/${realm}/users/${id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: "Event-Pass-1", temporary: false }),
    });

    await openConsole(page, `${realm}/realm-settings/events`);
    const table = page.getByRole("grid", { name: "Saved user event types" });
    await expect(table.getByText("LOGOUT", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Add event types" }).click();
    const dialog = page.getByRole("dialog", { name: "Add saved event types" });
    await dialog.getByRole("textbox", { name: "Search for an event type" }).fill("login");
    await dialog.getByRole("checkbox", { name: "LOGIN", exact: true }).check();
    await dialog.getByRole("button", { name: "Add chosen types: 1" }).click();
    await expect(page.getByText("Event types added: 1")).toBeVisible();
    await expect(table.getByText("LOGIN", { exact: true })).toBeVisible();

    await flipSwitch(page.getByRole("switch", { name: "Save user events" }));
    await durationUnit(page, "User events expiration").selectOption("day");
    await durationAmount(page, "User events expiration").fill("7");
    await saveButton(page).click();
    await expect(page.getByText("Events configuration saved")).toBeVisible();
    const stored = await storedEventsConfig(realm);
    expect(stored).toMatchObject({ eventsEnabled: true, eventsExpiration: 604_800 });
    // The server keeps the types in an order of its own.
    expect(new Set(stored["enabledEventTypes"] as string[])).toEqual(new Set(["LOGIN", "LOGOUT"]));

    expect(await passwordSignIn(realm, username, "Event-Pass-1")).toBe(200);
    await expect.poll(() => storedCount(realm, "events?type=LOGIN")).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole("switch", { name: "Save user events" })).toBeChecked();
    await expect(durationAmount(page, "User events expiration")).toHaveValue("7");
    await page.getByRole("button", { name: "Clear user events" }).click();
    const confirm = page.getByRole("dialog", { name: /Clear user events\?/ });
    await confirm.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page.getByText("User events cleared")).toBeVisible();
    expect(await storedCount(realm, "events")).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("saves admin events with their representation and expiration, and clears them", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/realm-settings/events`);
    await flipSwitch(page.getByRole("switch", { name: "Save admin events" }));
    await flipSwitch(page.getByRole("switch", { name: "Include representation" }));
    await durationUnit(page, "Admin events expiration").selectOption("hour");
    await durationAmount(page, "Admin events expiration").fill("5");
    await page.getByRole("button", { name: /^Event listeners/ }).click();
    await page
      .getByRole("listbox", { name: "Event listeners" })
      .getByRole("checkbox", { name: "email", exact: true })
      .check();
    await page.keyboard.press("Escape");
    await saveButton(page).click();
    await expect(page.getByText("Events configuration saved")).toBeVisible();

    expect(await storedEventsConfig(realm)).toMatchObject({
      adminEventsEnabled: true,
      adminEventsDetailsEnabled: true,
      eventsListeners: expect.arrayContaining(["jboss-logging", "email"]),
    });
    expect((await storedAttributes(realm))["adminEventsExpiration"]).toBe("18000");

    // A change through the admin API is an admin event the realm now stores.
    await seedUser(realm, { username: "admin-event-user" });
    await expect.poll(() => storedCount(realm, "admin-events")).toBeGreaterThan(0);

    await page.reload();
    await expect(page.getByRole("switch", { name: "Include representation" })).toBeChecked();
    await expect(durationAmount(page, "Admin events expiration")).toHaveValue("5");
    await page.getByRole("button", { name: "Clear admin events" }).click();
    const confirm = page.getByRole("dialog", { name: /Clear admin events\?/ });
    await confirm.getByRole("button", { name: "Clear", exact: true }).click();
    await expect(page.getByText("Admin events cleared")).toBeVisible();
    expect(await storedCount(realm, "admin-events")).toBe(0);
  });
});
