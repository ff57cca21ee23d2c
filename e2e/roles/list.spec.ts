import { consoleUrl, expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, json, roleExists, rolesTable, rowOf, seedRole } from "./roles-helpers";

test.describe("realm roles list", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("pages and searches on the server, with composite and description columns", async ({
    page,
    realm,
  }) => {
    // With the realm's own three roles, more than one page of ten.
    for (let index = 1; index <= 9; index++)
      await seedRole(realm, `paged-${String(index)}`, {
        description: `Paged role ${String(index)}`,
      });
    const inner = await seedRole(realm, "paged-inner");
    await adminFetch(`/${realm}/roles/paged-1/composites`, {
      method: "POST",
      body: JSON.stringify([inner]),
    });

    await openConsole(page, `${realm}/roles`);
    await expect(page.getByRole("heading", { level: 1, name: "Realm roles" })).toBeVisible();
    const table = rolesTable(page);
    await expect(rowOf(table, "paged-1")).toContainText("Yes");
    await expect(rowOf(table, "paged-1")).toContainText("Paged role 1");
    await expect(rowOf(table, "paged-2")).toContainText("No");
    await expect(table.getByRole("link")).toHaveCount(10);
    await page.getByRole("button", { name: "Go to the next page" }).first().click();
    await expect(table.getByRole("link")).toHaveCount(3);
    expect(page.url()).toContain("page=2");

    const search = page.getByLabel("Search Realm roles");
    await search.fill("paged-9");
    await search.press("Enter");
    await expect(table.getByRole("link")).toHaveCount(1);
    await expect(rowOf(table, "paged-9")).toBeVisible();
    // The search lives in the address: a reload shows the same rows.
    await page.reload();
    await expect(rowOf(rolesTable(page), "paged-9")).toBeVisible();
    await expect(rolesTable(page).getByRole("link")).toHaveCount(1);
  });

  test("deletes one role, then several at once, after confirmation", async ({ page, realm }) => {
    for (const name of ["gone-1", "gone-2", "gone-3"]) await seedRole(realm, name);
    await openConsole(page, `${realm}/roles?search=gone`);
    const table = rolesTable(page);

    await table.getByRole("button", { name: "Actions for gone-1" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const one = page.getByRole("dialog", { name: "Delete the role?" });
    await expect(one).toContainText("gone-1");
    await one.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Role deleted")).toBeVisible();
    await expect(rowOf(table, "gone-1")).toHaveCount(0);
    expect(await roleExists(realm, "gone-1")).toBe(false);

    await table.getByRole("checkbox", { name: "Select gone-2" }).check();
    await table.getByRole("checkbox", { name: "Select gone-3" }).check();
    await page.getByRole("button", { name: "Delete 2 roles" }).click();
    const many = page.getByRole("dialog", { name: "Delete 2 roles?" });
    await many.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("2 roles deleted")).toBeVisible();
    expect(await roleExists(realm, "gone-2")).toBe(false);
    expect(await roleExists(realm, "gone-3")).toBe(false);
  });

  test("opens the default role as the default roles editor, and has no accessibility violations", async ({
    page,
    realm,
  }) => {
    const defaultRole = await json<{ id: string; name: string }>(
      `/${realm}/roles/default-roles-${realm}`,
    );
    await openConsole(page, `${realm}/roles`);
    const table = rolesTable(page);
    await expect(rowOf(table, defaultRole.name)).toBeVisible();
    await expectNoAxeViolations(page);
    // The default role cannot be deleted, so it offers no delete.
    await expect(
      table.getByRole("button", { name: `Actions for ${defaultRole.name}` }),
    ).toHaveCount(0);

    await table.getByRole("link", { name: defaultRole.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Default roles" })).toBeVisible();
    expect(page.url()).toContain(`/roles/${defaultRole.id}/default-roles`);
    await expect(
      page.getByRole("grid", { name: "Roles" }).getByRole("row", { name: /offline_access/ }),
    ).toBeVisible();
    // Another tab of the default role leads to the editor too.
    await page.goto(consoleUrl("master", `${realm}/roles/${defaultRole.id}/settings`));
    await expect(page.getByRole("heading", { level: 1, name: "Default roles" })).toBeVisible();
    await expect.poll(() => page.url()).toContain("/default-roles");
  });
});
