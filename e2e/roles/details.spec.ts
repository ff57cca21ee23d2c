import { adminFetch } from "../../server/src/testing/admin-api";
import { consoleUrl, expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { assignOneRole } from "../support/role-mapping";
import {
  expect,
  grantRealmRoles,
  json,
  roleExists,
  seedClientRole,
  seedRole,
  seedUser,
  storedRole,
  type StoredRole,
} from "./roles-helpers";

test.describe("realm role details", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("edits the description and multivalued attributes", async ({ page, realm }) => {
    const role = await seedRole(realm, "editor", { description: "Old text" });
    await openConsole(page, `${realm}/roles/${role.id}/settings`);

    await expect(page.getByRole("textbox", { name: "Role name" })).toHaveAttribute("readonly");
    const description = page.getByRole("textbox", { name: "Description" });
    await expect(description).toHaveValue("Old text");
    await description.fill("Edits articles");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The role was saved")).toBeVisible();
    expect((await storedRole(realm, "editor")).description).toBe("Edits articles");

    await page.getByRole("tab", { name: "Attributes" }).click();
    await page.getByRole("button", { name: "Add an attribute" }).click();
    await page.getByRole("textbox", { name: "Key" }).last().fill("team");
    await page.getByRole("textbox", { name: "Value" }).last().fill("red");
    await page.getByRole("button", { name: "Add an attribute" }).click();
    await page.getByRole("textbox", { name: "Key" }).last().fill("team");
    await page.getByRole("textbox", { name: "Value" }).last().fill("blue");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("The role's attributes were saved")).toBeVisible();
    expect((await storedRole(realm, "editor")).attributes).toEqual({ team: ["red", "blue"] });
    // The description saved before stays.
    expect((await storedRole(realm, "editor")).description).toBe("Edits articles");
  });

  test("becomes composite with a realm and a client role that a group's member then holds", async ({
    page,
    realm,
  }) => {
    const bundle = await seedRole(realm, "bundle");
    await seedRole(realm, "reader");
    const shopId = await seedClientRole(realm, "shop", "buyer");
    await openConsole(page, `${realm}/roles/${bundle.id}/associated-roles`);

    await assignOneRole(page, { search: "reader" });
    // The alert of the first assignment may still show beside the second's.
    await expect(page.getByText("1 role was assigned.").last()).toBeVisible();
    await assignOneRole(page, { search: "buy", row: "shop buyer", kind: "Client roles" });
    await expect(page.getByText("1 role was assigned.").last()).toBeVisible();
    const table = page.getByRole("grid", { name: "Roles" });
    await expect(table.getByRole("row", { name: /reader/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /shop buyer/ })).toBeVisible();
    // The header follows the server: the role is composite now.
    await expect(page.getByText("Composite", { exact: true })).toBeVisible();
    expect((await storedRole(realm, "bundle")).composite).toBe(true);
    const composites = await json<{ name: string }[]>(`/${realm}/roles/bundle/composites`);
    expect(composites.map((role) => role.name).sort()).toEqual(["buyer", "reader"]);

    // A group holding the composite passes both roles to its member.
    const created = await adminFetch(`/${realm}/groups`, {
      method: "POST",
      body: JSON.stringify({ name: "crew" }),
    });
    const crewId = created.headers.get("location")?.split("/").pop() ?? "";
    await adminFetch(`/${realm}/groups/${crewId}/role-mappings/realm`, {
      method: "POST",
      body: JSON.stringify([bundle]),
    });
    const memberId = await seedUser(realm, "member");
    await adminFetch(`/${realm}/users/${memberId}/groups/${crewId}`, { method: "PUT" });

    // Same page, another hash: the console follows the address without signing in again.
    await page.goto(consoleUrl("master", `${realm}/users/${memberId}/role-mapping`));
    const effective = page.getByRole("grid", { name: "Roles" });
    // Only once the tab shows its roles: a change made while the address is still settling is lost.
    await expect(effective.getByRole("row", { name: /^default-roles/ })).toBeVisible();
    await page.getByRole("checkbox", { name: "Hide inherited roles" }).uncheck();
    await expect(effective.getByRole("row", { name: /^bundle/ })).toContainText("Group /crew");
    // The composite's contents reach the member through the group, not by direct assignment.
    await expect(effective.getByRole("row", { name: /^reader/ })).toContainText("Inherited");
    await expect(effective.getByRole("row", { name: /shop buyer/ })).toContainText("Inherited");
    expect(shopId).not.toBe("");
  });

  test("removes several associated roles at once after confirmation", async ({ page, realm }) => {
    const holder = await seedRole(realm, "holder");
    const first = await seedRole(realm, "part-one");
    const second = await seedRole(realm, "part-two");
    const clientId = await seedClientRole(realm, "desk", "clerk");
    const clerk = await json<StoredRole>(`/${realm}/clients/${clientId}/roles/clerk`);
    await adminFetch(`/${realm}/roles/holder/composites`, {
      method: "POST",
      body: JSON.stringify([first, second, clerk]),
    });
    await openConsole(page, `${realm}/roles/${holder.id}/associated-roles`);
    const table = page.getByRole("grid", { name: "Roles" });
    await table.getByRole("checkbox", { name: "Select part-one" }).check();
    await table.getByRole("checkbox", { name: "Select desk clerk" }).check();
    await page.getByRole("button", { name: "Unassign 2 roles" }).click();
    const dialog = page.getByRole("dialog", { name: "Unassign 2 roles?" });
    await dialog.getByRole("button", { name: "Unassign" }).click();
    await expect(page.getByText("2 roles were unassigned.")).toBeVisible();
    await expect(table.getByRole("row", { name: /part-one/ })).toHaveCount(0);
    await expect(table.getByRole("row", { name: /desk clerk/ })).toHaveCount(0);
    const composites = await json<{ name: string }[]>(`/${realm}/roles/holder/composites`);
    expect(composites.map((role) => role.name)).toEqual(["part-two"]);
  });

  test("lists the users holding the role, a page at a time, each linking to the user", async ({
    page,
    realm,
  }) => {
    const role = await seedRole(realm, "listed");
    const ids: string[] = [];
    for (let index = 1; index <= 11; index++) {
      const id = await seedUser(realm, `holder-${String(index).padStart(2, "0")}`);
      await grantRealmRoles(realm, id, [role]);
      ids.push(id);
    }
    await openConsole(page, `${realm}/roles/${role.id}/users-in-role`);
    const table = page.getByRole("grid", { name: "Users in role" });
    await expect(table.getByRole("link")).toHaveCount(10);
    await page.getByRole("button", { name: "Go to the next page" }).first().click();
    await expect(table.getByRole("link")).toHaveCount(1);
    const last = table.getByRole("link");
    const name = (await last.textContent()) ?? "";
    await last.click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(ids.some((id) => page.url().includes(`/users/${id}/settings`))).toBe(true);
  });

  test("deletes the role from its header after confirmation", async ({ page, realm }) => {
    const role = await seedRole(realm, "short-lived");
    await openConsole(page, `${realm}/roles/${role.id}/settings`);
    await page.getByRole("button", { name: "Role actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete the role?" });
    await expect(dialog).toContainText("short-lived");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Role deleted")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Realm roles" })).toBeVisible();
    expect(await roleExists(realm, "short-lived")).toBe(false);
  });

  test("has no accessibility violations on the details tabs", async ({ page, realm }) => {
    const role = await seedRole(realm, "checked", { description: "Looked at" });
    await openConsole(page, `${realm}/roles/${role.id}/settings`);
    await expect(page.getByRole("textbox", { name: "Description" })).toHaveValue("Looked at");
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Associated roles" }).click();
    await expect(page.getByRole("heading", { name: "No roles assigned" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Users in role" }).click();
    await expect(
      page.getByRole("heading", { name: "No users hold this role directly" }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
