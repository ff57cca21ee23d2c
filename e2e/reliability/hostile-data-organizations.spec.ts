import { goToRoute, openConsole, test } from "../support/fixtures";
import {
  expect,
  seedOrganization,
  setOrganizationsEnabled,
} from "../organizations/organization-seed";
import { expectInert, payloads, watchDialogs } from "./hostile-payloads";

test.describe("hostile data in the realm's organizations", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("names, descriptions and attributes show as typed on the list and the organization's tabs", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    await setOrganizationsEnabled(freshRealm, true);
    const organizations: { id: string; name: string; kind: string }[] = [];
    for (const [index, payload] of payloads.entries()) {
      // The server makes no alias of such names: each gets one of its own.
      const id = await seedOrganization(freshRealm, {
        name: payload.text,
        alias: `hostile-${String(index)}`,
        description: payload.text,
        domains: [{ name: `hostile-${String(index)}.test` }],
        attributes: { [`key-${String(index)}`]: [payload.text] },
      });
      organizations.push({ id, name: payload.text, kind: payload.kind });
    }

    await openConsole(page, `${freshRealm}/organizations?size=20`);
    const table = page.getByRole("grid", { name: "Organizations" });
    for (const { name } of organizations)
      await expect(table.getByRole("link", { name, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "organizations list");

    for (const { id, name, kind } of organizations) {
      await goToRoute(page, `${freshRealm}/organizations/${id}/settings`);
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(name);
      await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue(name);
      await expectInert(page, dialogs, `organization settings ${kind}`);
      await goToRoute(page, `${freshRealm}/organizations/${id}/attributes`);
      await expect(page.getByRole("textbox", { name: "Value" }).first()).toHaveValue(name);
      await expectInert(page, dialogs, `organization attributes ${kind}`);
    }
  });
});
