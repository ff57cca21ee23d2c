import type { ManagementPermissionReference } from "@gatehouse/admin-client";
import { adminFetch } from "../../server/src/testing/admin-api";
import {
  expect,
  expectNoAxeViolations,
  openConsole,
  signIn,
  signedOut,
  test as base,
} from "../support/fixtures";
import { unique } from "../support/realms";
import { v1Url } from "./v1-server";

/** The spec's realms live on the version 1 server, not on the usual one. */
const v1Admin = (path: string, init: RequestInit = {}) => adminFetch(path, init, v1Url);

const test = base.extend<{ realm: string }>({
  realm: async ({}, use) => {
    const name = unique("users-permissions");
    await v1Admin("", {
      method: "POST",
      body: JSON.stringify({ realm: name, enabled: true, adminTheme: "gatehouse" }),
    });
    await use(name);
    await v1Admin(`/${name}`, { method: "DELETE" });
  },
});

async function usersPermissions(realm: string): Promise<ManagementPermissionReference> {
  const response = await v1Admin(`/${realm}/users-management-permissions`);
  return (await response.json()) as ManagementPermissionReference;
}

async function realmManagementId(realm: string): Promise<string> {
  const response = await v1Admin(`/${realm}/clients?clientId=realm-management`);
  const [found] = (await response.json()) as { id: string }[];
  return found?.id ?? "";
}

/** A user of the realm holding some of its realm-management roles, who can sign in to its console. */
async function createRealmAdmin(realm: string, roles: string[]): Promise<string> {
  const username = unique("delegate");
  await v1Admin(`/${realm}/users`, {
    method: "POST",
    body: JSON.stringify({
      username,
      enabled: true,
      firstName: "Dele",
      lastName: "Gate",
      email: `${username}@example.test`,
      credentials: [{ type: "password", value: "delegate", temporary: false }],
    }),
  });
  const [user] = (await (
    await v1Admin(`/${realm}/users?exact=true&username=${username}`)
  ).json()) as {
    id: string;
  }[];
  const clientId = await realmManagementId(realm);
  const available = (await (await v1Admin(`/${realm}/clients/${clientId}/roles`)).json()) as {
    name: string;
  }[];
  await v1Admin(`/${realm}/users/${user?.id ?? ""}/role-mappings/clients/${clientId}`, {
    method: "POST",
    body: JSON.stringify(available.filter((role) => roles.includes(role.name))),
  });
  return username;
}

test.describe("users permissions v1", () => {
  test("enables the users' permissions, lists each scope, and disables them after asking", async ({
    page,
    realm,
  }) => {
    await openConsole(page, `${realm}/users/permissions`);
    const toggle = page.getByRole("switch", { name: "Permissions enabled" });
    await expect(toggle).not.toBeChecked();
    // The switch's drawn toggle lies over its input, so it is flipped from the keyboard.
    await toggle.focus();
    await toggle.press("Space");
    const table = page.getByRole("grid", { name: "Scope permissions" });
    await expect(table.getByRole("row", { name: /impersonate/ }).first()).toBeVisible();

    const stored = await usersPermissions(realm);
    expect(stored.enabled).toBe(true);
    // Each scope the server created shows; they link to their permission once the clients
    // section brings the permission page (the component test covers the link).
    for (const scope of Object.keys(stored.scopePermissions ?? {}))
      await expect(table.getByText(scope, { exact: true })).toBeVisible();
    await expect(table.getByRole("link")).toHaveCount(0);
    await expect(table.getByRole("row", { name: /map-roles/ })).toContainText(
      "Assign roles to users and remove them",
    );
    await expectNoAxeViolations(page);

    await toggle.press("Space");
    const dialog = page.getByRole("dialog", { name: /Disable permissions\?/ });
    await dialog.getByRole("button", { name: "Disable" }).click();
    await expect(page.getByText("Permissions disabled")).toBeVisible();
    await expect(table).toBeHidden();
    expect((await usersPermissions(realm)).enabled).toBe(false);
  });

  test.describe("as a realm administrator", () => {
    test.use({ storageState: signedOut });

    test("who may view but not change them sees their state without a switch", async ({
      page,
      realm,
    }) => {
      await v1Admin(`/${realm}/users-management-permissions`, {
        method: "PUT",
        body: JSON.stringify({ enabled: true }),
      });
      const username = await createRealmAdmin(realm, ["query-users", "view-users", "view-realm"]);
      await signIn(page, {
        realm,
        username,
        password: "delegate",
        route: `${realm}/users/permissions`,
      });
      await expect(page.getByText("Permissions are enabled.")).toBeVisible();
      await expect(
        page
          .getByRole("grid", { name: "Scope permissions" })
          .getByRole("row", { name: /manage/ })
          .first(),
      ).toBeVisible();
      await expect(page.getByRole("switch", { name: "Permissions enabled" })).toHaveCount(0);
    });

    test("who may not read them has no permissions tab", async ({ page, realm }) => {
      const username = await createRealmAdmin(realm, ["query-users", "view-users", "manage-users"]);
      await signIn(page, {
        realm,
        username,
        password: "delegate",
        route: `${realm}/users/permissions`,
      });
      await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#/${realm}/users/list$`));
      await expect(page.getByRole("tab", { name: "Permissions" })).toHaveCount(0);
    });
  });
});
