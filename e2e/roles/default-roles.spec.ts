import { openConsole, test } from "../support/fixtures";
import { assignOneRole } from "../support/role-mapping";
import { expect, json, seedRole, seedUser } from "./roles-helpers";

test.describe("default roles", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("adds a role that a user created afterwards holds", async ({ page, realm }) => {
    await seedRole(realm, "newcomer");
    const defaultRole = await json<{ id: string }>(`/${realm}/roles/default-roles-${realm}`);
    await openConsole(page, `${realm}/roles/${defaultRole.id}/default-roles`);
    await expect(page.getByRole("heading", { level: 1, name: "Default roles" })).toBeVisible();

    await assignOneRole(page, { search: "newcomer" });
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
