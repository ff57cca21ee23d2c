import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { assignOneRole } from "../support/role-mapping";
import { seedUser } from "../users/users-helpers";
import { expect, join, json, rowOf, seedGroup, type StoredGroup } from "./groups-helpers";

test.describe("group details", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("moves a sub-group to the top level, then deletes two groups at once", async ({
    page,
    realm,
  }) => {
    const parent = await seedGroup(realm, "regions");
    const moving = await seedGroup(realm, "emea", parent);
    await seedGroup(realm, "stale-a");
    await seedGroup(realm, "stale-b");

    await openConsole(page, `${realm}/groups/${parent}`);
    await rowOf(page, "emea")
      .getByRole("button", { name: /actions/i })
      .click();
    await page.getByRole("menuitem", { name: "Move to" }).click();
    const dialog = page.getByRole("dialog", { name: "Move emea" });
    await dialog.getByRole("radio", { name: "Top level, in no group" }).check();
    await dialog.getByRole("button", { name: "Move", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("emea moved to the top level")).toBeVisible();
    await expect
      .poll(async () => (await json<StoredGroup>(`/${realm}/groups/${moving}`)).path)
      .toBe("/emea");

    await page.goto(page.url().replace(/#.*/, `#/${realm}/groups`));
    await expect(rowOf(page, "emea")).toBeVisible();
    for (const name of ["stale-a", "stale-b"]) {
      await rowOf(page, name)
        .getByRole("checkbox", { name: /select/i })
        .check();
    }
    await page.getByRole("button", { name: "Delete 2 groups" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete 2 groups?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, "stale-a")).toHaveCount(0);
    await expect(rowOf(page, "stale-b")).toHaveCount(0);
    const left = (await json<StoredGroup[]>(`/${realm}/groups`)).map((group) => group.name);
    expect(left).toEqual(expect.arrayContaining(["emea", "regions"]));
    expect(left).not.toContain("stale-a");
    expect(left).not.toContain("stale-b");
  });

  test("saves a group's attributes and gives it a realm role its members then hold", async ({
    page,
    realm,
  }) => {
    const group = await seedGroup(realm, "buyers", undefined, {
      attributes: { region: ["north"] },
    });
    await adminFetch(`/${realm}/roles`, {
      method: "POST",
      body: JSON.stringify({ name: "purchase-approver" }),
    });
    const member = await seedUser(realm, { username: "bea" });
    await join(realm, member, group);

    await openConsole(page, `${realm}/groups/${group}?tab=attributes`);
    await expect(page.getByRole("textbox", { name: "Key 1" })).toHaveValue("region");
    await page.getByRole("button", { name: "Add attribute" }).click();
    await page.getByRole("textbox", { name: "Key 2" }).fill("budget");
    await page.getByRole("textbox", { name: "Value 2" }).fill("high");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Attributes saved")).toBeVisible();
    await expect
      .poll(async () => (await json<StoredGroup>(`/${realm}/groups/${group}`)).attributes)
      .toEqual({ region: ["north"], budget: ["high"] });

    await page.getByRole("tab", { name: "Role mapping" }).click();
    await assignOneRole(page, { search: "purchase-approver" });
    await expect(page.getByRole("row", { name: /purchase-approver/ })).toBeVisible();
    await expect
      .poll(async () =>
        (await json<{ name: string }[]>(`/${realm}/groups/${group}/role-mappings/realm`)).map(
          (role) => role.name,
        ),
      )
      .toEqual(["purchase-approver"]);
    const effective = await json<{ name: string }[]>(
      `/${realm}/users/${member}/role-mappings/realm/composite`,
    );
    expect(effective.map((role) => role.name)).toContain("purchase-approver");
  });
});
