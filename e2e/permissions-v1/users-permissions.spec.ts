import { expect, signIn, signedOut } from "../support/fixtures";
import { unique } from "../support/realms";
import { testInV1Realm, v1Admin } from "./v1-realm";

const test = testInV1Realm("users-permissions");

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

// Enabling and disabling them is tried with the other kinds, in owners-permissions.spec.ts.
test.describe("users permissions v1", () => {
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
