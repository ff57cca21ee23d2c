import { goToRoute, openConsole, test } from "../support/fixtures";
import {
  departmentMapper,
  expect,
  mapperRoute,
  seedLdapMapper,
  seedOfflineLdapProvider,
} from "../user-federation/mappers-helpers";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in an LDAP provider's mappers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("mapper names and LDAP attribute names show as typed on the mappers' pages and their delete dialog", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const providerId = await seedOfflineLdapProvider(freshRealm, "hostile");
    const mappers: { id: string; name: string; kind: string }[] = [];
    for (const payload of payloads) {
      const mapper = departmentMapper(payload.text);
      const id = await seedLdapMapper(freshRealm, providerId, {
        ...mapper,
        config: { ...mapper.config, "ldap.attribute": [payload.text] },
      });
      mappers.push({ id, name: payload.text, kind: payload.kind });
    }

    let opened = false;
    for (const { id, name, kind } of mappers) {
      const route = mapperRoute(freshRealm, providerId, id);
      if (opened) await goToRoute(page, route);
      else await openConsole(page, route);
      opened = true;
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(name);
      await expect(page.getByRole("textbox", { name: "LDAP Attribute" })).toHaveValue(name);
      await expectInert(page, dialogs, `LDAP mapper ${kind}`);
    }

    // The last one's delete dialog names it as typed; it is closed without deleting.
    await page.getByRole("button", { name: "Mapper actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(mappers.at(-1)?.name ?? "");
    await expectInert(page, dialogs, "LDAP mapper delete dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
  });
});
