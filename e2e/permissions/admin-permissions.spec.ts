import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { keycloakUrl } from "../../server/src/keycloak-url";
import { expect, expectNoAxeViolations, goToRoute, openConsole, test } from "../support/fixtures";
import { accessToken } from "../support/tokens";
import { createRealmAdmin } from "../support/users";
import {
  associatedNames,
  createAdminPermission,
  createAdminPolicy,
  createGroup,
  enableAdminPermissions,
  findAdminPermission,
} from "./admin-permissions-seed";

/** Picks an option of a searched select: types the search (its name unless given) and takes it. */
async function chooseSearched(
  page: Page,
  label: string,
  name: string,
  search = name,
): Promise<void> {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.fill(search);
  await page.getByRole("option", { name, exact: true }).click();
}

/**
 * Ticks a scope in the scopes menu and closes it. A press on the menu's toggle while another
 * field's list is still closing may only close that list: the toggle is pressed until the menu shows.
 */
async function chooseScope(page: Page, scope: string): Promise<void> {
  const item = page.getByRole("menuitem", { name: scope, exact: true });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole("button", { name: /^Scopes/ }).click();
    await expect(item).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
  await page.keyboard.press("Escape");
}

/** Opens a select by its label and picks the option of that name. */
async function chooseOption(page: Page, label: string, name: string): Promise<void> {
  await page.getByRole("button", { name: new RegExp(`^${label}`) }).click();
  await page.getByRole("option", { name, exact: true }).click();
}

/** Adds a user to a group through the Admin REST API with a token; returns the answer's status. */
async function addMemberAs(
  token: string,
  realm: string,
  userId: string,
  groupId: string,
): Promise<number> {
  const response = await fetch(
    `${keycloakUrl()}/admin/realms/${realm}/users/${userId}/groups/${groupId}`,
    {
      method: "PUT",
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(30_000),
    },
  );
  return response.status;
}

test.describe("admin permissions v2", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("a permission created in the console lets one administrator manage the members of one group and no other", async ({
    page,
    realm,
  }) => {
    const clientId = await enableAdminPermissions(realm);
    const boss = await createRealmAdmin(realm, "gm-boss", []);
    const member = await createRealmAdmin(realm, "gm-member", []);
    const team = await createGroup(realm, "gm-team");
    const other = await createGroup(realm, "gm-other");
    const policy = await createAdminPolicy(realm, clientId, "user", {
      name: "Only gm-boss",
      users: [boss.id],
    });
    // Adding a member also needs the right to change the user's groups, granted on every user.
    await createAdminPermission(realm, clientId, {
      name: "gm users membership",
      resourceType: "Users",
      scopes: ["manage-group-membership"],
      policies: [policy],
    });

    await openConsole(page, `${realm}/permissions`);
    await expect(page.getByRole("heading", { name: "Permissions", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Create permission" }).click();
    await page.getByRole("menuitem", { name: "Groups" }).click();
    await expect(
      page.getByRole("heading", { name: "Create permission for Groups", level: 1 }),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Name" }).fill("gm team members");
    await page.getByRole("radio", { name: "Only the ones chosen below" }).check();
    await chooseSearched(page, "Chosen Groups", "gm-team");
    await chooseScope(page, "manage-membership");
    await chooseSearched(page, "Policies", "Only gm-boss");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText("Permission gm team members created")).toBeVisible();
    await expect(page.getByRole("heading", { name: "gm team members", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);

    const stored = await findAdminPermission(realm, clientId, "gm team members");
    expect(stored?.resourceType).toBe("Groups");
    const permissionId = stored?.id ?? "";
    expect(await associatedNames(realm, clientId, permissionId, "resources")).toEqual([team]);
    expect(await associatedNames(realm, clientId, permissionId, "scopes")).toEqual([
      "manage-membership",
    ]);
    expect(await associatedNames(realm, clientId, permissionId, "associatedPolicies")).toEqual([
      "Only gm-boss",
    ]);

    const token = await accessToken(realm, {
      grant_type: "password",
      client_id: "admin-cli",
      username: boss.username,
      password: boss.password,
    });
    expect(await addMemberAs(token, realm, member.id, team)).toBe(204);
    expect(await addMemberAs(token, realm, member.id, other)).toBe(403);
    const groups = (await (await adminFetch(`/${realm}/users/${member.id}/groups`)).json()) as {
      name: string;
    }[];
    expect(groups.map((group) => group.name)).toEqual(["gm-team"]);

    // The evaluator agrees with the server: granted on the group the permission names, naming the
    // permission and its policy; denied on the other, where no permission applies.
    await goToRoute(page, `${realm}/permissions/${clientId}/evaluate`);
    await chooseSearched(page, "User", boss.username);
    await chooseOption(page, "Resource type", "Groups");
    await chooseSearched(page, "Groups object", "gm-team");
    await chooseOption(page, "Authorization scope", "manage-membership");
    const evaluate = page.getByRole("button", { name: "Evaluate", exact: true });
    await evaluate.click();
    const decisions = page.getByRole("grid", { name: "Decisions per scope" });
    const membership = decisions.getByRole("row").filter({ hasText: "manage-membership" });
    await expect(membership).toContainText("Granted");
    await expect(membership).toContainText("Permission gm team members");
    await expect(membership).toContainText("Policy Only gm-boss");
    await expect(page.getByText("Overall decision: granted")).toBeVisible();
    await expectNoAxeViolations(page);

    await chooseSearched(page, "Groups object", "gm-other");
    await evaluate.click();
    await expect(page.getByText("Overall decision: denied")).toBeVisible();
    await expect(membership).toContainText("Denied");
    await expect(membership).toContainText("No permission applies to this scope");
  });

  test("lists, edits and deletes a permission after asking, and keeps a blank name from saving", async ({
    page,
    realm,
  }) => {
    const clientId = await enableAdminPermissions(realm);
    const policy = await createAdminPolicy(realm, clientId, "user", {
      name: "ed policy",
      users: [(await createRealmAdmin(realm, "ed-admin", [])).id],
    });
    await createAdminPermission(realm, clientId, {
      name: "ed view users",
      resourceType: "Users",
      scopes: ["view"],
      policies: [policy],
    });

    await openConsole(page, `${realm}/permissions/${clientId}/permissions`);
    const list = page.getByRole("grid", { name: "Admin permissions" });
    const row = list.getByRole("row").filter({ hasText: "ed view users" });
    await expect(row).toContainText("Users");
    await row.getByRole("link", { name: "ed view users" }).click();
    await expect(page.getByRole("heading", { name: "ed view users", level: 1 })).toBeVisible();
    await expect(page.getByRole("radio", { name: "All Users" })).toBeChecked();

    const name = page.getByRole("textbox", { name: "Name" });
    await name.fill(" ");
    await expect(page.getByText("Enter a name")).toBeVisible();
    await name.fill("ed view users");
    await page.getByRole("textbox", { name: "Description" }).fill("Helpdesk reads users");
    await chooseScope(page, "impersonate");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Permission saved")).toBeVisible();
    const stored = await findAdminPermission(realm, clientId, "ed view users");
    expect(await associatedNames(realm, clientId, stored?.id ?? "", "scopes")).toEqual([
      "impersonate",
      "view",
    ]);

    await page.getByRole("button", { name: "Permission actions" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete permission ed view users?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Permission ed view users deleted")).toBeVisible();
    await expect(page.getByRole("grid", { name: "Admin permissions" })).toBeVisible();
    expect(await findAdminPermission(realm, clientId, "ed view users")).toBeUndefined();
  });

  test("creates a policy of the admin permissions through the shared policy editor", async ({
    page,
    realm,
  }) => {
    const clientId = await enableAdminPermissions(realm);
    await openConsole(page, `${realm}/permissions/${clientId}/policies`);
    await page.getByRole("button", { name: "Create policy" }).click();
    await page.getByRole("menuitem", { name: "Regex" }).click();
    await page.getByRole("textbox", { name: "Name" }).fill("pol regex");
    await page.getByRole("textbox", { name: "Target claim" }).fill("email");
    await page.getByRole("textbox", { name: "Regex pattern" }).fill(".*@example\\.test");
    await page.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByRole("heading", { name: "pol regex", level: 1 })).toBeVisible();
    await goToRoute(page, `${realm}/permissions/${clientId}/policies`);
    await expect(page.getByRole("link", { name: "pol regex" })).toBeVisible();
    const found = (await (
      await adminFetch(
        `/${realm}/clients/${clientId}/authz/resource-server/policy?name=pol%20regex&permission=false`,
      )
    ).json()) as { type: string }[];
    expect(found.map((policy) => policy.type)).toEqual(["regex"]);
  });
});
