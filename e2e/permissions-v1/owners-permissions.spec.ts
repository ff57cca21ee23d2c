import { expect, expectNoAxeViolations, openConsole } from "../support/fixtures";
import { storedPermissions, testInV1Realm, v1Admin } from "./v1-realm";

const test = testInV1Realm("owner-permissions");

/** Creates a resource through the API and returns its id, from the address the server answers. */
async function created(path: string, body: object): Promise<string> {
  const response = await v1Admin(path, { method: "POST", body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return response.headers.get("location")?.split("/").pop() ?? "";
}

interface Owner {
  kind: string;
  /** Creates the resource; returns its id. */
  seed: (realm: string) => Promise<string>;
  /** The console's address of the resource's permissions tab. */
  route: (realm: string, id: string) => string;
  /** The server's address of the resource's management permissions. */
  permissionsPath: (realm: string, id: string) => string;
  /** A scope of the kind, with the console's description of it. */
  scope: { name: string; description: string };
}

const owners: Owner[] = [
  {
    kind: "the realm's users",
    // The users of the realm as a whole: nothing to create.
    seed: () => Promise.resolve(""),
    route: (realm) => `${realm}/users/permissions`,
    permissionsPath: (realm) => `/${realm}/users-management-permissions`,
    scope: { name: "map-roles", description: "Assign roles to users and remove them" },
  },
  {
    kind: "a group",
    seed: (realm) => created(`/${realm}/groups`, { name: "auditors" }),
    route: (realm, id) => `${realm}/groups/${id}?tab=permissions`,
    permissionsPath: (realm, id) => `/${realm}/groups/${id}/management/permissions`,
    scope: {
      name: "manage-members",
      description: "Manage the users who are members of this group.",
    },
  },
  {
    kind: "a realm role",
    seed: async (realm) => {
      await v1Admin(`/${realm}/roles`, {
        method: "POST",
        body: JSON.stringify({ name: "report-reader" }),
      });
      const role = (await (await v1Admin(`/${realm}/roles/report-reader`)).json()) as {
        id: string;
      };
      return role.id;
    },
    route: (realm, id) => `${realm}/roles/${id}/permissions`,
    permissionsPath: (realm, id) => `/${realm}/roles-by-id/${id}/management/permissions`,
    scope: { name: "map-role", description: "Assign this role to users and groups." },
  },
  {
    kind: "a client",
    seed: (realm) => created(`/${realm}/clients`, { clientId: "billing-app", publicClient: false }),
    route: (realm, id) => `${realm}/clients/${id}/permissions`,
    permissionsPath: (realm, id) => `/${realm}/clients/${id}/management/permissions`,
    scope: {
      name: "configure",
      description: "Change this client's settings, but not its scope, client scopes or mappers.",
    },
  },
  {
    kind: "an identity provider",
    seed: (realm) =>
      created(`/${realm}/identity-provider/instances`, {
        alias: "partner-sso",
        providerId: "oidc",
        config: {
          clientId: "broker",
          clientSecret: "secret",
          clientAuthMethod: "client_secret_post",
          authorizationUrl: "https://idp.example.test/auth",
          tokenUrl: "https://idp.example.test/token",
        },
      }),
    route: (realm, alias) => `${realm}/identity-providers/oidc/${alias}/permissions`,
    permissionsPath: (realm, alias) =>
      `/${realm}/identity-provider/instances/${alias}/management/permissions`,
    scope: {
      name: "token-exchange",
      description: "Decides which clients may exchange tokens issued by this identity provider.",
    },
  },
];

test.describe("permissions v1 of users, groups, roles, clients and identity providers", () => {
  for (const owner of owners) {
    test(`enables the permissions of ${owner.kind}, lists each scope, and disables them after asking`, async ({
      page,
      realm,
    }) => {
      const id = await owner.seed(realm);
      await openConsole(page, owner.route(realm, id));
      await expect(page.getByRole("tab", { name: "Permissions", selected: true })).toBeVisible();
      const toggle = page.getByRole("switch", { name: "Permissions enabled" });
      await expect(toggle).not.toBeChecked();
      // The switch's drawn toggle lies over its input, so it is flipped from the keyboard.
      await toggle.focus();
      await toggle.press("Space");
      await expect(page.getByText("Permissions enabled", { exact: true })).toBeVisible();
      const table = page.getByRole("grid", { name: "Scope permissions" });
      await expect(
        table.getByRole("row", { name: new RegExp(`^${owner.scope.name} `) }),
      ).toContainText(owner.scope.description);

      const permissions = await storedPermissions(owner.permissionsPath(realm, id));
      expect(permissions.enabled).toBe(true);
      const scopes = Object.keys(permissions.scopePermissions ?? {});
      expect(scopes).toContain(owner.scope.name);
      for (const scope of scopes)
        await expect(table.getByText(scope, { exact: true })).toBeVisible();
      // Each scope links to its permission's page on the realm-management client.
      await expect(table.getByRole("link")).toHaveCount(scopes.length);
      await expectNoAxeViolations(page);

      await toggle.press("Space");
      const dialog = page.getByRole("dialog", { name: /Disable permissions\?/ });
      await dialog.getByRole("button", { name: "Disable" }).click();
      await expect(page.getByText("Permissions disabled")).toBeVisible();
      await expect(table).toBeHidden();
      await expect(toggle).not.toBeChecked();
      expect((await storedPermissions(owner.permissionsPath(realm, id))).enabled).toBe(false);
    });
  }
});
