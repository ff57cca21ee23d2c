import type { Response } from "@playwright/test";
import { adminCreate } from "../support/admin-create";
import { goToRoute, signIn, test } from "../support/fixtures";
import { createRealmAdmin } from "../support/users";
import { seedScope } from "../client-scopes/client-scopes-helpers";
import { seedGroup } from "../groups/groups-helpers";
import { expect, json, seedRole } from "../roles/roles-helpers";
import { seedUser } from "../users/users-helpers";

/**
 * Every right of the realm-management client alone, and a few common pairs, against every built
 * page: the navigation offers exactly the sections the rights open, a page the rights do not open
 * names the missing rights, a page they open shows, and the console asks the server for nothing it
 * refuses. A new section adds its pages to `pages`; the rights are the server's own list.
 */

interface Ids {
  user: string;
  group: string;
  role: string;
  client: string;
  scope: string;
}

interface BuiltPage {
  name: string;
  route: (ids: Ids) => string;
  /** The rights the spec requires, all of them. */
  access: string[];
  /** The navigation link that leads here, for list pages. */
  navLink?: string;
  /**
   * The right the server wants for the object itself (fine-grained permissions aside): without
   * it the console cannot know ahead, asks, and must then say the object is not open to them.
   */
  objectNeeds?: string;
}

const pages: BuiltPage[] = [
  { name: "users", route: () => "users", access: ["query-users"], navLink: "Users" },
  {
    name: "user",
    route: (ids) => `users/${ids.user}/settings`,
    access: ["query-users"],
    objectNeeds: "view-users",
  },
  { name: "groups", route: () => "groups", access: ["query-groups"], navLink: "Groups" },
  {
    name: "group",
    route: (ids) => `groups/${ids.group}`,
    access: ["query-groups"],
    objectNeeds: "view-users",
  },
  { name: "realm roles", route: () => "roles", access: ["view-realm"], navLink: "Realm roles" },
  {
    name: "realm role",
    route: (ids) => `roles/${ids.role}/settings`,
    access: ["view-realm", "view-users"],
  },
  { name: "clients", route: () => "clients", access: ["query-clients"], navLink: "Clients" },
  {
    name: "client",
    route: (ids) => `clients/${ids.client}/settings`,
    access: ["query-clients"],
    objectNeeds: "view-clients",
  },
  {
    name: "client scopes",
    route: () => "client-scopes",
    access: ["view-clients"],
    navLink: "Client scopes",
  },
  {
    name: "client scope",
    route: (ids) => `client-scopes/${ids.scope}/settings`,
    access: ["view-clients"],
  },
];

/**
 * Each right that opens or changes a built page, alone; the rights of sections not built yet
 * together (none of them opens a built page, alone or combined); then pairs administrators
 * commonly hold.
 */
const grants: string[][] = [
  ...[
    "query-users",
    "query-groups",
    "query-clients",
    "view-users",
    "view-clients",
    "view-realm",
    "manage-users",
    "manage-clients",
    "manage-realm",
    "create-client",
  ].map((right) => [right]),
  [
    "query-realms",
    "view-events",
    "view-identity-providers",
    "view-authorization",
    "manage-events",
    "manage-identity-providers",
    "manage-authorization",
  ],
  // Impersonation alone opens no page of the console: the server refuses it the realm itself.
  ["impersonation", "view-users"],
  ["view-users", "view-realm"],
  ["manage-users", "view-users"],
  ["view-clients", "manage-clients"],
];

/** The administrator's effective realm-management rights, composites included, as the server has them. */
async function effectiveRights(realm: string, userId: string): Promise<Set<string>> {
  const [management] = await json<{ id: string }[]>(`/${realm}/clients?clientId=realm-management`);
  const roles = await json<{ name: string }[]>(
    `/${realm}/users/${userId}/role-mappings/clients/${management?.id ?? ""}/composite`,
  );
  return new Set(roles.map((role) => role.name));
}

test.describe("limited administrators", () => {
  test.describe.configure({ mode: "parallel", timeout: 240_000 });

  let ids: Ids | undefined;
  const seeded = async (realm: string): Promise<Ids> => {
    ids ??= {
      user: await seedUser(realm, { username: "someone" }),
      group: await seedGroup(realm, "team"),
      role: (await seedRole(realm, "auditor")).id,
      client: await adminCreate(`/${realm}/clients`, { clientId: "portal" }),
      scope: (await seedScope(realm, "extras")).id,
    };
    return ids;
  };

  for (const [index, rights] of grants.entries()) {
    test(`with ${rights.join(" and ")}: each page shows or names the missing rights, the navigation matches, nothing is refused`, async ({
      page,
      realm,
      browserWatch,
    }) => {
      browserWatch.allow(
        /status of 403/,
        "an object the rights do not open is asked for once; the test checks which",
      );
      const known = await seeded(realm);
      // A short name: the e-mail address made from it must stay within what the server accepts.
      const admin = await createRealmAdmin(realm, `limited-${String(index)}`, rights);
      const held = await effectiveRights(realm, admin.id);
      const refused: string[] = [];
      page.on("response", (response: Response) => {
        if (response.status() === 403 && response.url().includes("/admin/realms/"))
          refused.push(`${response.request().method()} ${response.url()}`);
      });

      await signIn(page, { realm, username: admin.username, password: admin.password });
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Realm navigation" });
      for (const builtPage of pages) {
        if (builtPage.navLink === undefined) continue;
        const opens = builtPage.access.every((right) => held.has(right));
        await expect(
          nav.getByRole("link", { name: builtPage.navLink, exact: true }),
          `navigation link ${builtPage.navLink}`,
        ).toHaveCount(opens ? 1 : 0);
      }

      for (const builtPage of pages) {
        const refusedBefore = refused.length;
        await goToRoute(page, `${realm}/${builtPage.route(known)}`);
        const missing = builtPage.access.filter((right) => !held.has(right));
        const denied = page.getByRole("heading", { level: 1, name: "Access denied" });
        const objectClosed =
          builtPage.objectNeeds !== undefined && !held.has(builtPage.objectNeeds);
        if (missing.length > 0) {
          await expect(denied, `${builtPage.name} is denied`).toBeVisible();
          await expect(
            page.getByText(new RegExp(`to see this page: ${missing.join(", ")}$`)),
          ).toBeVisible();
        } else if (objectClosed) {
          await expect(
            denied,
            `${builtPage.name}: the server keeps the object closed`,
          ).toBeVisible();
          // The refusal the page had to ask for is the one it explains; no other.
          await page.waitForLoadState("networkidle");
          refused.splice(refusedBefore);
        } else {
          await expect(
            page.getByRole("heading", { level: 1 }),
            `${builtPage.name} shows`,
          ).toBeVisible();
          await expect(denied).toHaveCount(0);
          // Whatever the page asks for on its own, it asks for once it shows.
          await page.waitForLoadState("networkidle");
        }
      }
      expect(refused, "requests the server refused").toEqual([]);
      test.info().annotations.push({
        type: "checked",
        description: `${String(pages.length)} pages, ${String(pages.filter((p) => p.navLink).length)} navigation links`,
      });
    });
  }
});
