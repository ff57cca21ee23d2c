import { adminFetch } from "../../server/src/testing/admin-api";
import { seedGroup } from "../groups/groups-helpers";
import { json, seedClientRole, seedRole } from "../roles/roles-helpers";
import { expectNoAxeViolations, openConsole, signIn, test } from "../support/fixtures";
import { assignOneRole } from "../support/role-mapping";
import { createRealmAdmin } from "../support/users";
import { seedUser } from "../users/users-helpers";
import { expect } from "./realm-settings-helpers";

const rolesRoute = (realm: string) => `${realm}/realm-settings/user-registration`;
const groupsRoute = (realm: string) => `${rolesRoute(realm)}?section=default-groups`;

/** The names of the realm roles and of the client's roles a user holds, composites included. */
async function effectiveRoles(realm: string, userId: string, clientUuid: string) {
  const realmRoles = await json<{ name: string }[]>(
    `/${realm}/users/${userId}/role-mappings/realm/composite`,
  );
  const clientRoles = await json<{ name: string }[]>(
    `/${realm}/users/${userId}/role-mappings/clients/${clientUuid}/composite`,
  );
  return [...realmRoles, ...clientRoles].map((role) => role.name);
}

/** The paths of the groups a user is in. */
const groupPathsOf = async (realm: string, userId: string) =>
  (await json<{ path: string }[]>(`/${realm}/users/${userId}/groups`)).map((group) => group.path);

/** The paths of the realm's default groups, as the server stores them. */
const storedDefaultGroups = async (realm: string) =>
  (await json<{ path: string }[]>(`/${realm}/default-groups`)).map((group) => group.path).sort();

test.describe("realm settings user registration tab", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 240_000 });

  test("a realm role and a client role made default roles are held by new users, until removed", async ({
    page,
    realm,
  }) => {
    await seedRole(realm, "newcomer");
    const portal = await seedClientRole(realm, "portal", "reader");
    const before = await seedUser(realm, { username: "already-here" });
    await openConsole(page, rolesRoute(realm));
    await expect(page.getByRole("tab", { name: "Default roles", selected: true })).toBeVisible();
    const table = page.getByRole("grid", { name: "Roles" });
    // Every realm starts with offline access among its default roles.
    await expect(table.getByRole("row", { name: /offline_access/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await assignOneRole(page, { search: "newcomer" });
    await expect(table.getByRole("row", { name: /newcomer/ })).toBeVisible();
    await assignOneRole(page, { search: "reader", row: "portal reader", kind: "Client roles" });
    await expect(table.getByRole("row", { name: /portal reader/ })).toBeVisible();

    const created = await seedUser(realm, { username: "newly-created" });
    expect(await effectiveRoles(realm, created, portal)).toEqual(
      expect.arrayContaining(["newcomer", "reader"]),
    );
    // The default role is a role the user holds: users created before get the change too.
    expect(await effectiveRoles(realm, before, portal)).toEqual(
      expect.arrayContaining(["newcomer", "reader"]),
    );

    await table.getByRole("button", { name: "Actions for newcomer" }).click();
    await page.getByRole("menuitem", { name: "Unassign" }).click();
    const confirm = page.getByRole("dialog", { name: /Unassign the role\?/ });
    await confirm.getByRole("button", { name: "Unassign" }).click();
    await expect(page.getByText("The role was unassigned.")).toBeVisible();
    await expect(table.getByRole("row", { name: /newcomer/ })).toHaveCount(0);

    const later = await seedUser(realm, { username: "created-later" });
    const held = await effectiveRoles(realm, later, portal);
    expect(held).toContain("reader");
    expect(held).not.toContain("newcomer");
    await page.reload();
    await expect(table.getByRole("row", { name: /portal reader/ })).toBeVisible();
    await expect(table.getByRole("row", { name: /newcomer/ })).toHaveCount(0);
  });

  test("two groups added with the picker are joined by new users, until one is removed", async ({
    page,
    realm,
  }) => {
    await seedGroup(realm, "staff");
    await seedGroup(realm, "sales");
    await seedGroup(realm, "partners");
    await openConsole(page, groupsRoute(realm));
    await expect(page.getByRole("tab", { name: "Default groups", selected: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "No default groups" })).toBeVisible();
    await expect(page.getByText(/every new user of the realm joins/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Add groups" }).click();
    const picker = page.getByRole("dialog", { name: "Add default groups" });
    await picker.getByRole("checkbox", { name: "/staff", exact: true }).check();
    await picker.getByRole("checkbox", { name: "/sales", exact: true }).check();
    await picker.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("The chosen groups are now default groups.")).toBeVisible();
    const table = page.getByRole("grid", { name: "Default groups" });
    await expect(table.getByRole("link", { name: "/staff", exact: true })).toBeVisible();
    await expect(table.getByRole("link", { name: "/sales", exact: true })).toBeVisible();
    expect(await storedDefaultGroups(realm)).toEqual(["/sales", "/staff"]);

    const created = await seedUser(realm, { username: "joiner" });
    expect((await groupPathsOf(realm, created)).sort()).toEqual(["/sales", "/staff"]);

    // Searched in the page: the server lists default groups whole.
    await page.getByRole("textbox", { name: "Search Default groups" }).fill("sal");
    await page.getByRole("textbox", { name: "Search Default groups" }).press("Enter");
    await expect(table.getByRole("link", { name: "/staff", exact: true })).toHaveCount(0);
    await table.getByRole("button", { name: "Actions for /sales" }).click();
    await page.getByRole("menuitem", { name: "Remove" }).click();
    const confirm = page.getByRole("dialog", { name: /Remove from the default groups\?/ });
    await expect(confirm).toContainText("New users will no longer join /sales.");
    await confirm.getByRole("button", { name: "Remove", exact: true }).click();
    await expect(page.getByText("The groups are no longer default groups.")).toBeVisible();
    await expect.poll(() => storedDefaultGroups(realm)).toEqual(["/staff"]);

    const later = await seedUser(realm, { username: "later-joiner" });
    expect(await groupPathsOf(realm, later)).toEqual(["/staff"]);
    // Members who joined while it was a default group stay in it.
    expect((await groupPathsOf(realm, created)).sort()).toEqual(["/sales", "/staff"]);
  });

  test("an administrator who may only view the realm sees the default roles with nothing to change", async ({
    page,
    realm,
  }) => {
    const viewer = await createRealmAdmin(realm, "registration-viewer", ["view-realm"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: rolesRoute(realm),
    });

    const roles = page.getByRole("grid", { name: "Roles" });
    await expect(roles.getByRole("row", { name: /offline_access/ })).toBeVisible();
    // The server lists client roles only to those who may view the client; the page says so.
    await expect(roles.getByRole("row", { name: /view-profile/ })).toHaveCount(0);
    await expect(page.getByText(/Client roles are listed only for the clients/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Assign role" })).toHaveCount(0);
    await expect(roles.getByRole("checkbox")).toHaveCount(0);
    await expect(roles.getByRole("button", { name: /^Actions for / })).toHaveCount(0);

    // The server lists only the default groups the administrator may view: none without view-users.
    await page.getByRole("tab", { name: "Default groups" }).click();
    await expect(page.getByText(/Only the default groups you may view are listed/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Add groups" })).toHaveCount(0);
  });

  test("an administrator who may view the realm and its users sees the default groups with nothing to change", async ({
    page,
    realm,
  }) => {
    const crew = await seedGroup(realm, "crew");
    await adminFetch(`/${realm}/default-groups/${crew}`, { method: "PUT" });
    const viewer = await createRealmAdmin(realm, "groups-viewer", ["view-realm", "view-users"]);
    await signIn(page, {
      realm,
      username: viewer.username,
      password: viewer.password,
      route: groupsRoute(realm),
    });

    const groups = page.getByRole("grid", { name: "Default groups" });
    await expect(groups.getByRole("link", { name: "/crew", exact: true })).toBeVisible();
    await expect(page.getByText(/Only the default groups you may view/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add groups" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Remove selected" })).toHaveCount(0);
    await expect(groups.getByRole("checkbox")).toHaveCount(0);
    await expect(groups.getByRole("button", { name: "Actions for /crew" })).toHaveCount(0);
  });
});
