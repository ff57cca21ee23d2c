import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, json, rolesTable, rowOf, seedRole } from "./roles-helpers";

test.describe("realm roles access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("an administrator who may only view the realm sees no write action", async ({
    page,
    realm,
  }) => {
    const role = await seedRole(realm, "watched", { description: "Only looked at" });
    const defaultRole = await json<{ id: string }>(`/${realm}/roles/default-roles-${realm}`);
    const viewer = await createRealmAdmin(realm, "role-viewer", ["view-realm", "view-users"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/roles`,
    });

    const table = rolesTable(page);
    await expect(rowOf(table, "watched")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create role" })).toHaveCount(0);
    await expect(table.getByRole("checkbox")).toHaveCount(0);
    await expect(table.getByRole("button", { name: "Actions for watched" })).toHaveCount(0);

    await table.getByRole("link", { name: "watched", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "watched" })).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("Only looked at");
    await expect(page.getByRole("textbox", { name: "Description" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Role actions" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Attributes" }).click();
    await expect(page.getByRole("button", { name: "Add an attribute" })).toBeDisabled();
    await page.getByRole("tab", { name: "Associated roles" }).click();
    await expect(page.getByRole("heading", { name: "No roles assigned" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Assign role" })).toHaveCount(0);

    await page.goto(
      page.url().replace(`${role.id}/associated-roles`, `${defaultRole.id}/default-roles`),
    );
    await expect(page.getByRole("heading", { level: 1, name: "Default roles" })).toBeVisible();
    await expect(
      page.getByRole("grid", { name: "Roles" }).getByRole("row", { name: /offline_access/ }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Assign role" })).toHaveCount(0);

    // Creating is not offered, and its address is refused.
    await page.goto(page.url().replace(`${defaultRole.id}/default-roles`, "new"));
    await expect(page.getByRole("textbox", { name: "Role name" })).toHaveCount(0);
  });
});
