import { openConsole, test } from "../support/fixtures";
import { expect, json, seedRole, seedUser } from "./roles-helpers";

test.describe("default roles", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("adds a role that a user created afterwards holds", async ({ page, realm }) => {
    await seedRole(realm, "newcomer");
    const defaultRole = await json<{ id: string }>(`/${realm}/roles/default-roles-${realm}`);
    await openConsole(page, `${realm}/roles/${defaultRole.id}/default-roles`);
    await expect(page.getByRole("heading", { level: 1, name: "Default roles" })).toBeVisible();

    await page.getByRole("button", { name: "Assign role" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Assign roles" });
    await dialog.getByLabel("Search Available roles").fill("newcomer");
    await dialog.getByLabel("Search Available roles").press("Enter");
    // The search has run once the one matching role is the only row (a search clears a choice).
    await expect(
      dialog.getByRole("grid", { name: "Available roles" }).getByRole("row"),
    ).toHaveCount(2);
    await dialog.getByRole("checkbox", { name: "Select newcomer" }).check();
    await dialog.getByRole("button", { name: "Assign 1 role" }).click();
    await expect(page.getByText("1 role was assigned.")).toBeVisible();
    await expect(
      page.getByRole("grid", { name: "Roles" }).getByRole("row", { name: /newcomer/ }),
    ).toBeVisible();

    const userId = await seedUser(realm, "fresh");
    const effective = await json<{ name: string }[]>(
      `/${realm}/users/${userId}/role-mappings/realm/composite`,
    );
    expect(effective.map((role) => role.name)).toContain("newcomer");
  });
});
