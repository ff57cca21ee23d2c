import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, storedRole } from "./roles-helpers";

test.describe("a realm manager who may not view users", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("creates a realm role and opens it, its users tab naming view-users", async ({
    page,
    realm,
  }) => {
    const manager = await createRealmAdmin(realm, "role-manager", ["view-realm", "manage-realm"]);
    const refused: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await signIn(page, {
      realm,
      username: manager.username,
      password: manager.password,
      route: `${realm}/roles/new`,
    });

    await page.getByRole("textbox", { name: "Role name" }).fill("steward");
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1, name: "steward" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Access denied" })).toHaveCount(0);
    const stored = await storedRole(realm, "steward");
    expect(page.url()).toContain(`/roles/${stored.id}/settings`);
    await page.getByRole("textbox", { name: "Description" }).fill("Keeps the house");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The role was saved")).toBeVisible();

    // Who holds the role is the one thing the server keeps from this administrator: the tab
    // says which right it takes and asks the server for nothing.
    await page.getByRole("tab", { name: "Users in role" }).click();
    await expect(
      page.getByText("You need the following right to see this page: view-users"),
    ).toBeVisible();
    await expect(page.getByRole("grid", { name: "Users in role" })).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});
