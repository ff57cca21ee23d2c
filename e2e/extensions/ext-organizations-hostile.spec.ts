import { expectInert, payloads, watchDialogs } from "../reliability/hostile-payloads";
import { goToRoute, openConsole, test } from "../support/fixtures";
import { expect, extOrgs, seedExtOrganization } from "./ext-organizations-helpers";

// The reliability suite runs against a server without the extension, so the extension's case of
// its hostile-data family lives here, beside the extension's other specs.
test.describe("hostile data in the extension's organizations", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 300_000 });

  test("names, display names, attributes and role descriptions show as typed", async ({
    page,
    freshRealm,
  }) => {
    const dialogs = watchDialogs(page);
    const api = await extOrgs();
    const organizations: { id: string; name: string; kind: string }[] = [];
    for (const [index, payload] of payloads.entries()) {
      const id = await seedExtOrganization(freshRealm, {
        name: payload.text,
        displayName: payload.text,
        domains: [`hostile-${String(index)}.test`],
      });
      await api.update(
        { realm: freshRealm, orgId: id },
        {
          name: payload.text,
          displayName: payload.text,
          domains: [`hostile-${String(index)}.test`],
          attributes: { [`key-${String(index)}`]: [payload.text] },
        },
      );
      await api.createRole(
        { realm: freshRealm, orgId: id },
        { name: `hostile-role-${String(index)}`, description: payload.text },
      );
      organizations.push({ id, name: payload.text, kind: payload.kind });
    }

    await openConsole(page, `${freshRealm}/ext-organizations?size=20`);
    const table = page.getByRole("grid", { name: "Organizations of the extension" });
    for (const { name } of organizations)
      await expect(table.getByRole("link", { name, exact: true })).toBeVisible();
    await expectInert(page, dialogs, "extension organizations list");

    for (const { id, name, kind } of organizations) {
      await goToRoute(page, `${freshRealm}/ext-organizations/${id}/settings`);
      await expect(page.getByRole("heading", { level: 1, name, exact: true })).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Display name" })).toHaveValue(name);
      await expectInert(page, dialogs, `extension organization settings ${kind}`);
      await goToRoute(page, `${freshRealm}/ext-organizations/${id}/attributes`);
      await expect(page.getByRole("textbox", { name: "Value" }).first()).toHaveValue(name);
      await goToRoute(page, `${freshRealm}/ext-organizations/${id}/roles`);
      await expect(
        page.getByRole("grid", { name: "Roles of the organization" }).getByText(name).first(),
      ).toBeVisible();
      await expectInert(page, dialogs, `extension organization roles ${kind}`);
    }
  });
});
