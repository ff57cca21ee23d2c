import { goToRoute, openConsole, test } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";
import { seedLdapProvider } from "../user-federation/ldap-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in LDAP providers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("a provider's name and users DN show as typed on its page", async ({ page, freshRealm }) => {
    const dialogs = watchDialogs(page);
    const seeded: { id: string; text: string; kind: string }[] = [];
    for (const payload of payloads) {
      const id = await seedLdapProvider(freshRealm, payload.text, { usersDn: payload.text });
      seeded.push({ id, text: payload.text, kind: payload.kind });
    }
    expect(seeded.length).toBeGreaterThan(0);

    await openConsole(page, freshRealm);
    for (const { id, text, kind } of seeded) {
      await goToRoute(page, `${freshRealm}/user-federation/ldap/${id}/settings`);
      await expect(page.getByRole("heading", { level: 1, name: text, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(text);
      await expect(page.getByRole("textbox", { name: "Users DN" })).toHaveValue(text);
      await expectInert(page, dialogs, `LDAP provider ${kind}`);
    }
  });
});
