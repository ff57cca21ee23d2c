import { goToRoute, openConsole, test } from "../support/fixtures";
import { keysTable, providersTable, seedKeyProvider } from "../realm-settings/keys-helpers";
import { expect } from "../roles/roles-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's key providers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("provider names show as typed on the providers, the keys list and the settings page", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const seeded: { id: string; name: string; kind: string }[] = [];
    for (const payload of payloads) {
      const id = await seedKeyProvider(freshRealm, payload.text, "hmac-generated", {
        priority: ["1"],
      });
      seeded.push({ id, name: payload.text, kind: payload.kind });
    }
    expect(seeded.length).toBeGreaterThan(0);

    await openConsole(page, `${freshRealm}/realm-settings/keys/providers`);
    for (const { name } of seeded)
      await expect(providersTable(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "key providers");

    // One page holds every key: the payloads' and the realm's own.
    await goToRoute(page, `${freshRealm}/realm-settings/keys/list?size=50`);
    for (const { name } of seeded)
      await expect(keysTable(page).getByRole("link", { name, exact: true }).first()).toBeVisible();
    await expectInert(page, dialogs, "keys list");

    for (const { id, name, kind } of seeded) {
      await goToRoute(
        page,
        `${freshRealm}/realm-settings/keys/providers/${id}/hmac-generated/settings`,
      );
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
      await expectInert(page, dialogs, `key provider settings ${kind}`);
    }
  });
});
