import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, goToRoute, openConsole, test } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { recordEvents } from "../events/events-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's events", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("user event details and admin event representations show as text", async ({
    page,
    freshRealm: realm,
  }) => {
    const dialogs = watchDialogs(page);
    await recordEvents(realm);
    // A sign-in with an unknown username records the username typed in the event's details.
    for (const payload of payloads)
      expect(await passwordSignIn(realm, payload.text, "wrong")).toBeGreaterThanOrEqual(400);
    const groups: { path: string; kind: string }[] = [];
    for (const payload of payloads) {
      const created = await adminFetch(`/${realm}/groups`, {
        method: "POST",
        body: JSON.stringify({ name: payload.text.slice(0, 200) }),
      });
      const id = created.headers.get("location")?.split("/").pop() ?? "";
      groups.push({ path: `groups/${id}`, kind: payload.kind });
    }

    await openConsole(page, `${realm}/events/user-events?size=20`);
    const table = page.getByRole("grid", { name: "User events" });
    const rows = table.getByRole("row").filter({ hasText: "LOGIN_ERROR" });
    await expect(rows).toHaveCount(payloads.length);
    for (const row of await rows.all())
      await row.getByRole("button", { name: /^Show details of/ }).click();
    // The server may change a username's case: the payloads are looked for regardless of it.
    await expect(
      table.getByRole("definition").filter({ hasText: /window\.hostileRan=1/i }),
    ).not.toHaveCount(0);
    await expect(table.getByRole("definition").filter({ hasText: /^long-W+-end$/i })).toHaveCount(
      1,
    );
    await expectInert(page, dialogs, "user events with their details");

    await goToRoute(page, `${realm}/events/admin-events?size=20`);
    const adminTable = page.getByRole("grid", { name: "Admin events" });
    for (const { path, kind } of groups) {
      const row = adminTable.getByRole("row").filter({ hasText: path });
      await row.getByRole("button", { name: /^Actions for/ }).click();
      await page.getByRole("menuitem", { name: "Representation" }).click();
      const dialog = page.getByRole("dialog", { name: "Representation" });
      await expect(dialog.getByTestId("admin-event-representation")).toContainText('"name"');
      await expectInert(page, dialogs, `admin event representation ${kind}`);
      await dialog.getByRole("button", { name: "Close" }).click();
    }
  });
});
