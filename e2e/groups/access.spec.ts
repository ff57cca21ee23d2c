import { signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { expect, groupsTable, rowOf, seedGroup } from "./groups-helpers";

test.describe("groups access", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a query-groups-only administrator gets the section without any write action", async ({
    page,
    realm,
  }) => {
    await seedGroup(realm, "hidden-from-lister");
    const lister = await createRealmAdmin(realm, "group-lister", ["query-groups"]);
    await signIn(page, {
      realm,
      username: lister.username,
      password: lister.password,
      route: `${realm}/groups`,
    });

    await expect(page.getByRole("heading", { level: 1, name: "Groups" })).toBeVisible();
    // The server lists only the groups an administrator may view, which query-groups alone is not.
    await expect(page.getByRole("heading", { name: "No groups yet" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Create group" })).toHaveCount(0);
  });

  test("an administrator who may view but not manage sees groups and members read-only", async ({
    page,
    realm,
  }) => {
    const parent = await seedGroup(realm, "visible", undefined, { attributes: { floor: ["3"] } });
    await seedGroup(realm, "below", parent);
    const viewer = await createRealmAdmin(realm, "group-viewer", ["query-groups", "view-users"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: `${realm}/groups`,
    });

    await expect(rowOf(page, "visible")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create group" })).toHaveCount(0);
    await expect(groupsTable(page).getByRole("checkbox")).toHaveCount(0);
    await expect(rowOf(page, "visible").getByRole("button", { name: /actions/i })).toHaveCount(0);

    await rowOf(page, "visible").getByRole("link", { name: "visible" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "visible" })).toBeVisible();
    await expect(rowOf(page, "below")).toBeVisible();
    await expect(page.getByRole("button", { name: "Group actions" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Create sub-group" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Members" }).click();
    await expect(
      page.getByRole("checkbox", { name: "Include members of sub-groups" }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Add members" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Attributes" }).click();
    await expect(page.getByRole("textbox").first()).toHaveValue("floor");
    await expect(page.getByRole("textbox").first()).toBeDisabled();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);

    await page.getByRole("tab", { name: "Role mapping" }).click();
    // The group holds no roles of its own: the tab offers its inherited ones, and no assigning.
    await expect(page.getByRole("button", { name: "Show inherited roles" })).toBeVisible();
    await expect(page.getByRole("button", { name: /assign role/i })).toHaveCount(0);
  });
});
