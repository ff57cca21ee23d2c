import { adminFetch } from "../../server/src/testing/admin-api";
import { openConsole, test } from "../support/fixtures";
import { seedUser } from "../users/users-helpers";
import { expect, join, json, rowOf, seedGroup, type StoredGroup } from "./groups-helpers";

/** Gives a group a realm role, created for the purpose. */
async function grantRealmRole(realm: string, groupId: string, role: string): Promise<void> {
  await adminFetch(`/${realm}/roles`, { method: "POST", body: JSON.stringify({ name: role }) });
  const stored = await json<{ id: string; name: string }>(`/${realm}/roles/${role}`);
  await adminFetch(`/${realm}/groups/${groupId}/role-mappings/realm`, {
    method: "POST",
    body: JSON.stringify([stored]),
  });
}

test.describe("group actions", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("moving a group makes its members inherit the new parent's roles", async ({
    page,
    realm,
  }) => {
    const finance = await seedGroup(realm, "finance");
    await grantRealmRole(realm, finance, "ledger-reader");
    const auditors = await seedGroup(realm, "auditors");
    const userId = await seedUser(realm, { username: "ada" });
    await join(realm, userId, auditors);

    await openConsole(page, `${realm}/users/${userId}/role-mapping`);
    await page.getByRole("checkbox", { name: /hide inherited roles/i }).uncheck();
    await expect(page.getByRole("row", { name: /ledger-reader/ })).toHaveCount(0);

    await page.goto(page.url().replace(/#.*/, `#/${realm}/groups`));
    await rowOf(page, "auditors")
      .getByRole("button", { name: /actions/i })
      .click();
    await page.getByRole("menuitem", { name: "Move to" }).click();
    const dialog = page.getByRole("dialog", { name: "Move auditors" });
    await dialog.getByRole("radio", { name: /finance/ }).check();
    await dialog.getByRole("button", { name: "Move", exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, "auditors")).toHaveCount(0);

    const moved = await json<StoredGroup>(`/${realm}/groups/${auditors}`);
    expect(moved.path).toBe("/finance/auditors");
    await page.goto(page.url().replace(/#.*/, `#/${realm}/users/${userId}/role-mapping`));
    await page.getByRole("checkbox", { name: /hide inherited roles/i }).uncheck();
    await expect(page.getByRole("row", { name: /ledger-reader/ })).toBeVisible();
  });

  test("duplicates a group with its attributes, roles and sub-groups", async ({ page, realm }) => {
    const source = await seedGroup(realm, "ops", undefined, { attributes: { site: ["lyon"] } });
    await grantRealmRole(realm, source, "pager");
    const night = await seedGroup(realm, "night", source);
    await seedGroup(realm, "weekend", night);

    await openConsole(page, `${realm}/groups`);
    await rowOf(page, "ops")
      .getByRole("button", { name: /actions/i })
      .click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Duplicate" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(rowOf(page, "Copy of ops")).toBeVisible();

    const [copy] = await json<StoredGroup[]>(
      `/${realm}/groups?search=${encodeURIComponent("Copy of ops")}&exact=true&briefRepresentation=false`,
    );
    expect(copy?.attributes).toEqual({ site: ["lyon"] });
    const roles = await json<{ name: string }[]>(
      `/${realm}/groups/${copy?.id ?? ""}/role-mappings/realm`,
    );
    expect(roles.map((role) => role.name)).toEqual(["pager"]);
    const children = await json<StoredGroup[]>(`/${realm}/groups/${copy?.id ?? ""}/children`);
    expect(children.map((child) => child.name)).toEqual(["night"]);
    const grandchildren = await json<StoredGroup[]>(
      `/${realm}/groups/${children[0]?.id ?? ""}/children`,
    );
    expect(grandchildren.map((child) => child.path)).toEqual(["/Copy of ops/night/weekend"]);
  });

  test("renames a group and deletes one after saying how many sub-groups go with it", async ({
    page,
    realm,
  }) => {
    const legacy = await seedGroup(realm, "legacy");
    await seedGroup(realm, "legacy-a", legacy);
    await seedGroup(realm, "legacy-b", legacy);
    await seedGroup(realm, "old-name");

    await openConsole(page, `${realm}/groups`);
    await rowOf(page, "old-name")
      .getByRole("button", { name: /actions/i })
      .click();
    await page.getByRole("menuitem", { name: "Rename" }).click();
    const rename = page.getByRole("dialog", { name: "Rename old-name" });
    await rename.getByRole("textbox", { name: "Name" }).fill("new-name");
    await rename.getByRole("button", { name: "Save" }).click();
    await expect(rowOf(page, "new-name")).toBeVisible();

    await rowOf(page, "legacy")
      .getByRole("button", { name: /actions/i })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog");
    await expect(confirm).toContainText("2 sub-groups directly below are deleted too");
    await confirm.getByRole("button", { name: "Delete" }).click();
    // The open dialog hides the table from assistive technology: look once it has closed.
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, "legacy")).toHaveCount(0);
    const left = (await json<StoredGroup[]>(`/${realm}/groups`)).map((group) => group.name);
    expect(left).toContain("new-name");
    expect(left).not.toContain("legacy");
    expect(left).not.toContain("old-name");
  });
});
