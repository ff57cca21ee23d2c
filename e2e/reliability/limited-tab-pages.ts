import type { Page } from "@playwright/test";
import { seedGroup } from "../groups/groups-helpers";
import { expect, seedRole } from "../roles/roles-helpers";
import { chooseFromMenu } from "../support/menus";
import { searchPicker } from "../support/pickers";
import { seedUser } from "../users/users-helpers";
import {
  button,
  createFromList,
  rowMenuAction,
  type Ids,
  type PageAction,
} from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * The tabs of the built sections' detail pages beyond settings and attributes, and the row
 * actions of lists beyond delete, each with the action that changes something on the server.
 */

/** Assigns a realm role seeded for the administrator alone through the assign dialog. */
const assignRealmRole: PageAction = {
  name: "assign a realm role",
  control: (page) => button(page, "Assign role"),
  seed: async (realm, tag) => (await seedRole(realm, `granted-${tag}`)).id,
  request: (ids, tag, seeded) => ({
    method: "POST",
    path: `/users/${ids.user}/role-mappings/realm`,
    body: [{ id: seeded, name: `granted-${tag}` }],
  }),
  press: async (page, tag) => {
    await button(page, "Assign role").click();
    const dialog = page.getByRole("dialog", { name: "Assign roles" });
    await searchPicker(dialog, "Search Available roles", `granted-${tag}`);
    // The role can show on the unsearched page first; its row is replaced once the search applies.
    await expect(
      dialog.getByRole("button", { name: `Remove the search "granted-${tag}"` }),
    ).toBeVisible();
    await dialog.getByRole("checkbox", { name: `Select granted-${tag}` }).check();
    await dialog.getByRole("button", { name: "Assign 1 role" }).click();
    await expect(page.getByText("1 role was assigned.")).toBeVisible();
  },
};

const resetPassword: PageAction = {
  name: "reset the password",
  control: (page) => button(page, "Reset password"),
  request: (ids) => ({
    method: "PUT",
    path: `/users/${ids.user}/reset-password`,
    body: { type: "password", value: "Probe-pass-4711", temporary: true },
  }),
  press: async (page) => {
    await button(page, "Reset password").click();
    const dialog = page.getByRole("dialog", { name: "Reset password" });
    await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Probe-pass-4711");
    await dialog.getByRole("textbox", { name: "Password confirmation" }).fill("Probe-pass-4711");
    await dialog.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("The password was set.")).toBeVisible();
  },
};

/** Adds a user seeded for the administrator alone to the group through the member picker. */
const addMember: PageAction = {
  name: "add a member",
  control: (page) => button(page, "Add members"),
  seed: (realm, tag) => seedUser(realm, { username: `member-${tag}` }),
  request: (ids, _tag, seeded) => ({ method: "PUT", path: `/users/${seeded}/groups/${ids.group}` }),
  press: async (page, tag) => {
    await button(page, "Add members").click();
    const picker = page.getByRole("dialog", { name: "Add members to team" });
    await searchPicker(picker, "Search users", `member-${tag}`);
    await picker.getByRole("checkbox", { name: new RegExp(`member-${tag}`) }).check();
    await picker.getByRole("button", { name: "Add 1 user" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: `member-${tag}` })).toBeVisible();
  },
};

/** Makes the user join a group seeded for the administrator alone through the group picker. */
const joinGroup: PageAction = {
  name: "join a group",
  control: (page) => button(page, "Join group"),
  seed: (realm, tag) => seedGroup(realm, `club-${tag}`),
  request: (ids, _tag, seeded) => ({ method: "PUT", path: `/users/${ids.user}/groups/${seeded}` }),
  press: async (page, tag) => {
    await button(page, "Join group").click();
    const dialog = page.getByRole("dialog", { name: "Join groups" });
    await dialog.getByRole("textbox", { name: "Search groups" }).fill(`club-${tag}`);
    await dialog.getByRole("checkbox", { name: `/club-${tag}` }).check();
    await dialog.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("The user joined 1 group.")).toBeVisible();
  },
};

/** Adds a hardcoded-claim mapper, named after the test, to the client scope by configuration. */
const addMapper: PageAction = {
  name: "add a mapper",
  control: (page) => button(page, "Add mapper"),
  request: (ids, tag) => ({
    method: "POST",
    path: `/client-scopes/${ids.scope}/protocol-mappers/models`,
    body: {
      name: `probe-${tag}`,
      protocol: "openid-connect",
      protocolMapper: "oidc-hardcoded-claim-mapper",
      config: { "claim.name": `probe_${tag}`, "claim.value": "yes" },
    },
  }),
  press: async (page, tag) => {
    await chooseFromMenu(
      button(page, "Add mapper"),
      page.getByRole("menuitem", { name: /By configuration/ }),
    );
    const dialog = page.getByRole("dialog", { name: "Configure a new mapper" });
    await searchPicker(dialog, "Search mapper types", "Hardcoded claim");
    await dialog.getByRole("radio", { name: "Hardcoded claim", exact: true }).check();
    await dialog.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(`made-${tag}`);
    await page.getByRole("textbox", { name: "Token claim name" }).fill(`made_${tag}`);
    await page.getByRole("textbox", { name: "Claim value" }).fill("yes");
    await button(page, "Save").click();
    await expect(page.getByRole("heading", { level: 1, name: `made-${tag}` })).toBeVisible();
  },
};

const regenerateSecret: PageAction = {
  name: "regenerate the client secret",
  control: (page) => button(page, "Regenerate secret"),
  request: (ids) => ({ method: "POST", path: `/clients/${ids.client}/client-secret` }),
  press: async (page) => {
    await button(page, "Regenerate secret").click();
    const dialog = page.getByRole("dialog", { name: "Regenerate the client secret?" });
    await dialog.getByRole("button", { name: "Regenerate" }).click();
    await expect(page.getByText("The client has a new secret")).toBeVisible();
  },
};

/** A tab's table, or the empty state it shows instead: its actions show with either. */
const tabContent = (page: Page) => {
  const panel = page.getByRole("tabpanel");
  return panel
    .getByRole("grid")
    .or(panel.getByRole("heading", { level: 2 }))
    .first();
};

/**
 * The seeded objects whose detail pages have tabs: their heading, route, the spec's rights, and
 * the right the server wants for the object itself, where the route's rights do not include it.
 */
const objects: Record<
  keyof Ids,
  { heading: string; path: string; access: string[]; needs?: string }
> = {
  user: { heading: "someone", path: "users", access: ["query-users"], needs: "view-users" },
  group: { heading: "team", path: "groups", access: ["query-groups"], needs: "view-users" },
  client: { heading: "portal", path: "clients", access: ["query-clients"], needs: "view-clients" },
  scope: { heading: "extras", path: "client-scopes", access: ["view-clients"] },
  role: { heading: "auditor", path: "roles", access: ["view-realm", "view-users"] },
};

/**
 * A tab of a seeded object's detail page (`tab` the address after its id), with its action; a
 * tab without one is still opened by every administrator, and must ask for nothing refused.
 */
function objectTab(
  object: keyof Ids,
  name: string,
  tab: string,
  action?: PageAction,
  shown: BuiltPage["shown"] = tabContent,
): BuiltPage {
  const { heading, path, access, needs } = objects[object];
  const apiPath = object === "scope" ? "client-scopes" : object === "role" ? "roles-by-id" : path;
  return {
    name,
    heading,
    route: (ids) => `${path}/${ids[object]}${tab}`,
    access,
    ...(needs !== undefined && {
      objectNeeds: needs,
      objectPath: (ids: Ids) => `/${apiPath}/${ids[object]}`,
    }),
    shown,
    ...(action !== undefined && { actions: [action] }),
  };
}

export const tabPages: BuiltPage[] = [
  objectTab("user", "user role mapping", "/role-mapping", assignRealmRole),
  objectTab("user", "user credentials", "/credentials", resetPassword),
  objectTab("group", "group members", "?tab=members", addMember),
  {
    name: "groups row actions",
    heading: "Groups",
    route: () => "groups",
    access: ["query-groups"],
    actions: [
      rowMenuAction("duplicate a group", {
        list: "groups",
        heading: "Groups",
        item: "Duplicate",
        prefix: "twin",
        seed: (realm, name) => seedGroup(realm, name),
        request: (_id, name) => ({
          method: "POST",
          path: "/groups",
          body: { name: `Copy of ${name}` },
        }),
        done: (name) => `Copy of ${name} created`,
      }),
      rowMenuAction("move a group", {
        list: "groups",
        heading: "Groups",
        item: "Move to",
        confirm: "Move",
        prefix: "moved",
        seed: (realm, name) => seedGroup(realm, name),
        choose: async (dialog) => {
          // The picker lists its matches by path, without a table.
          await dialog.getByRole("textbox", { name: "Search groups" }).fill("team");
          await dialog.getByRole("radio", { name: "/team", exact: true }).check();
        },
        request: (id, name, ids) => ({
          method: "POST",
          path: `/groups/${ids.group}/children`,
          body: { id, name },
        }),
        done: (name) => `${name} moved into /team`,
      }),
    ],
  },
  // The registration token's section shows before the secret's, which waits for the
  // authenticators the server offers.
  objectTab("client", "client credentials", "/credentials", regenerateSecret, (page) =>
    page.getByRole("group", { name: "Client secret" }),
  ),
  objectTab(
    "client",
    "client roles",
    "/roles",
    createFromList("create a client role", "Create role", "Role name", {
      path: (ids) => `/clients/${ids.client}/roles`,
      body: (name) => ({ name }),
    }),
  ),
  // Tabs whose actions are not pressed yet: each opens, and asks the server for nothing it refuses.
  objectTab("user", "user groups", "/groups", joinGroup),
  objectTab("user", "user consents", "/consents"),
  objectTab("user", "user identity provider links", "/identity-provider-links"),
  objectTab("user", "user sessions", "/sessions"),
  objectTab("group", "group child groups", "?tab=child-groups"),
  objectTab("group", "group role mapping", "?tab=role-mapping"),
  objectTab("role", "realm role associated roles", "/associated-roles"),
  objectTab("role", "realm role users", "/users-in-role"),
  objectTab("client", "client keys", "/keys"),
  objectTab("client", "client scopes tab", "/clientScopes"),
  objectTab("client", "client sessions", "/sessions"),
  objectTab("client", "client advanced", "/advanced"),
  objectTab("scope", "client scope mappers", "/mappers", addMapper),
  objectTab("scope", "client scope role scope", "/scope"),
  {
    // Below the client's own address: the spec's route for a client scopes sub-tab.
    ...objectTab("client", "client scopes evaluate", "/clientScopes/evaluate"),
    access: ["view-clients"],
  },
  {
    name: "client dedicated scope",
    heading: "portal-dedicated",
    route: (ids) => `clients/${ids.client}/clientScopes/dedicated`,
    access: ["view-clients"],
  },

  // The pages that create: opened by every administrator, their forms pressed by the list
  // pages' create actions.
  ...(
    [
      ["add client", "clients/add-client", "Create client", "manage-clients"],
      ["import client", "clients/import-client", "Import client", "manage-clients"],
      [
        "new initial access token",
        "clients/initialAccessToken/create",
        "Create initial access token",
        "manage-clients",
      ],
      ["new client scope", "client-scopes/new", "Create client scope", "manage-clients"],
      ["new realm role", "roles/new", "Create a realm role", "manage-realm"],
    ] as const
  ).map(([name, route, heading, right]): BuiltPage => ({
    name,
    heading,
    route: () => route,
    access: [right],
  })),
];
