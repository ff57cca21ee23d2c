import { goToRoute, openConsole, test } from "../support/fixtures";
import {
  expect,
  providersTable,
  sampleStoreKind,
  seedKerberosProvider,
  seedSampleStore,
} from "../user-federation/provider-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in user federation", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("provider names and Kerberos realms show as typed on the list and the provider's page", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const seeded: { id: string; name: string; kind: string }[] = [];
    for (const payload of payloads) {
      const id = await seedKerberosProvider(freshRealm, payload.text, {
        kerberosRealm: [payload.text],
      });
      seeded.push({ id, name: payload.text, kind: payload.kind });
    }
    expect(seeded.length).toBeGreaterThan(0);

    // One page holds every provider.
    await openConsole(page, `${freshRealm}/user-federation?size=50`);
    for (const { name } of seeded)
      await expect(providersTable(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "user federation list");

    for (const { id, name, kind } of seeded) {
      await goToRoute(page, `${freshRealm}/user-federation/kerberos/${id}`);
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "UI display name" })).toHaveValue(name);
      await expect(page.getByRole("textbox", { name: "Kerberos realm" })).toHaveValue(name);
      await expectInert(page, dialogs, `Kerberos provider ${kind}`);
    }
  });

  test("a custom provider's name and settings show as typed on its page", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    await openConsole(page, `${freshRealm}/user-federation`);
    for (const payload of payloads) {
      // The sample provider takes any text in its domains; its account prefix is letters only.
      const id = await seedSampleStore(freshRealm, payload.text, {
        allowedDomains: [payload.text],
      });
      await goToRoute(page, `${freshRealm}/user-federation/${sampleStoreKind}/${id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: payload.text, exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("textbox", { name: "UI display name" })).toHaveValue(
        payload.text,
      );
      await expect(page.getByRole("textbox", { name: "Allowed domains, value 1" })).toHaveValue(
        payload.text,
      );
      await expectInert(page, dialogs, `custom provider ${payload.kind}`);
    }
  });
});
