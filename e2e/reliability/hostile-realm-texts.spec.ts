import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

/**
 * Hostile data in the realm's own texts: each payload stored as a text of the realm and as the
 * value of a theme's message, then the tables that show them opened.
 */
test.describe("hostile data in realm texts", () => {
  // Many pages per test on a shared, busy server.
  test.describe.configure({ timeout: 300_000 });

  test("realm overrides and the resolved messages show stored texts as typed", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    // Keys are part of the address the text is stored at, so they stay plain.
    const keys = payloads.map((_payload, index) => `hostile${String(index)}`);
    await adminFetch(`/${freshRealm}/localization/en`, {
      method: "POST",
      body: JSON.stringify(
        Object.fromEntries(payloads.map((payload, index) => [keys[index], payload.text])),
      ),
    });
    await openConsole(page, `${freshRealm}/realm-settings/localization`);
    await page.getByRole("tab", { name: "Realm overrides" }).click();
    const overrides = page.getByRole("grid", { name: "Realm overrides in English" });
    for (const [index, payload] of payloads.entries()) {
      await page.getByRole("textbox", { name: /^Search/ }).fill(keys[index] ?? "");
      await expect(overrides.getByRole("row").filter({ hasText: keys[index] ?? "" })).toContainText(
        payload.text,
      );
      await expectInert(page, dialogs, `realm override ${payload.kind}`);
    }

    await page.getByRole("tab", { name: "Effective message bundles" }).click();
    for (const [index, payload] of payloads.entries()) {
      await page.getByRole("textbox", { name: /^Search/ }).fill(keys[index] ?? "");
      await expect(
        page
          .getByRole("grid")
          .getByRole("row")
          .filter({ hasText: keys[index] ?? "" }),
      ).toContainText(payload.text);
      await expectInert(page, dialogs, `resolved message ${payload.kind}`);
    }
  });
});
