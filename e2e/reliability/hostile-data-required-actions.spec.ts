import { adminFetch } from "../../server/src/testing/admin-api";
import {
  requiredActionsTable,
  seedRequiredAction,
  storedOrder,
} from "../authentication/required-actions-helpers";
import { goToRoute, openConsole, test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the required actions and the password policy", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("action names and a policy's value show as typed in the list, the settings dialog and the policy form", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    // A fresh realm has more registered actions than there are payloads: one name each.
    const aliases = await storedOrder(freshRealm);
    expect(aliases.length).toBeGreaterThanOrEqual(payloads.length);
    const named = payloads.map((payload, index) => ({ ...payload, alias: aliases[index] ?? "" }));
    for (const { alias, text } of named)
      await seedRequiredAction(freshRealm, alias, { name: text });

    await openConsole(page, `${freshRealm}/authentication/required-actions`);
    const table = requiredActionsTable(page);
    for (const { text } of named)
      await expect(table.getByRole("gridcell", { name: text, exact: true })).toBeVisible();
    await expect(
      page.getByRole("switch", { name: `Enabled: ${payloads[0]?.text ?? ""}`, exact: true }),
    ).toBeVisible();
    await expectInert(page, dialogs, "required actions list");

    // The settings dialog names the action in its title.
    const first = named[0];
    if (first === undefined) throw new Error("No payloads to store.");
    await page.getByRole("button", { name: `Actions for ${first.text}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Configure" }).click();
    await expect(
      page.getByRole("dialog", { name: `Settings of ${first.text}`, exact: true }),
    ).toBeVisible();
    await expectInert(page, dialogs, "required action settings");
    await page.keyboard.press("Escape");

    // Each payload the server takes as a pattern shows as the pattern's value, as typed.
    const shown: string[] = [];
    for (const { kind, text } of payloads) {
      const stored = await adminFetch(`/${freshRealm}`, {
        method: "PUT",
        body: JSON.stringify({ passwordPolicy: `regexPattern(${text})` }),
      }).then(
        () => true,
        () => false,
      );
      if (!stored) continue;
      // Away and back, so the policy is read again.
      await goToRoute(page, `${freshRealm}/authentication/required-actions`);
      await expect(requiredActionsTable(page)).toBeVisible();
      await goToRoute(page, `${freshRealm}/authentication/policies`);
      await expect(page.getByRole("textbox", { name: "Regular Expression" })).toHaveValue(text);
      await expectInert(page, dialogs, `password policy ${kind}`);
      shown.push(kind);
    }
    expect(shown.length).toBeGreaterThan(0);
  });
});
