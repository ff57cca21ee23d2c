import type { Page } from "@playwright/test";
import { seedGroup } from "../groups/groups-helpers";
import {
  createFromList,
  rowMenuAction,
  saveRole,
  type Ids,
  type PageAction,
} from "./limited-actions";
import type { BuiltPage } from "./limited-pages";
import { saveReminder } from "./limited-reminder";
import {
  addClientScope,
  addMapper,
  addMember,
  assignRole,
  createSubGroup,
  generateClientKeys,
  impersonateUser,
  joinGroup,
  regenerateSecret,
  resetPassword,
  saveMapper,
  revokeClientTokens,
  signOutUser,
} from "./limited-tab-actions";
import { searchGroups } from "../support/pickers";

/**
 * The tabs of the built sections' detail pages beyond settings and attributes, and the row
 * actions of lists beyond delete, each with the action that changes something on the server.
 */

/** A tab's table, or the empty state it shows instead: its actions show with either. */
const tabContent = (tab: string) => (page: Page) => {
  // The tab's own panel: the console keeps the tab before on screen while the next one loads its
  // data, and an action looked for in that panel would seem not to be offered.
  const key = tab.split(/[/=]/).pop() ?? "";
  const panel = page.locator(`[role="tabpanel"][id^="pf-tab-section-${key}-"]`);
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
  "user" | "group" | "client" | "scope" | "role",
  { heading: string; path: string; access: string[]; needs?: readonly string[] }
> = {
  user: {
    heading: "someone",
    path: "users",
    access: ["query-users"],
    needs: ["view-users", "manage-users"],
  },
  group: {
    heading: "team",
    path: "groups",
    access: ["query-groups"],
    needs: ["view-users", "manage-users"],
  },
  client: {
    heading: "portal",
    path: "clients",
    access: ["query-clients"],
    needs: ["view-clients", "manage-clients"],
  },
  scope: { heading: "extras", path: "client-scopes", access: ["view-clients"] },
  // The spec names view-users for a role's page; the console opens it with view-realm and names
  // view-users on the users tab alone.
  role: { heading: "auditor", path: "roles", access: ["view-realm"] },
};

/**
 * A tab of a seeded object's detail page (`tab` the address after its id), with its action; a
 * tab without one is still opened by every administrator, and must ask for nothing refused.
 */
function objectTab(
  object: keyof typeof objects,
  name: string,
  tab: string,
  action?: PageAction,
  shown: BuiltPage["shown"] = tabContent(tab),
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

/** A page opened by its fixed address, with no object and no action of its own. */
function page(
  name: string,
  route: string,
  heading: BuiltPage["heading"],
  access: string[],
  more: Pick<BuiltPage, "serverNeeds"> = {},
): BuiltPage {
  return { name, heading, route: () => route, access, ...more };
}

export const tabPages: BuiltPage[] = [
  objectTab(
    "user",
    "user role mapping",
    "/role-mapping",
    assignRole({ prefix: "granted", path: (ids) => `/users/${ids.user}/role-mappings/realm` }),
  ),
  objectTab("user", "user credentials", "/credentials", resetPassword),
  objectTab("user", "user groups", "/groups", joinGroup),
  objectTab("user", "user sessions", "/sessions", signOutUser),
  objectTab("group", "group members", "?tab=members", addMember),
  objectTab("group", "group child groups", "?tab=child-groups", createSubGroup),
  objectTab(
    "group",
    "group role mapping",
    "?tab=role-mapping",
    assignRole({
      prefix: "grouped",
      path: (ids) => `/groups/${ids.group}/role-mappings/realm`,
      name: "assign a realm role to the group",
    }),
  ),
  objectTab(
    "role",
    "realm role associated roles",
    "/associated-roles",
    assignRole({
      prefix: "held",
      path: (ids) => `/roles-by-id/${ids.role}/composites`,
      name: "add an associated role",
    }),
  ),
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
          await searchGroups(dialog, "team");
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
  objectTab("client", "client keys", "/keys", generateClientKeys),
  objectTab("client", "client scopes tab", "/clientScopes", addClientScope),
  objectTab("client", "client advanced", "/advanced", revokeClientTokens),
  objectTab(
    "scope",
    "client scope mappers",
    "/mappers",
    addMapper((ids) => `/client-scopes/${ids.scope}/protocol-mappers/models`),
  ),
  objectTab(
    "scope",
    "client scope role scope",
    "/scope",
    // Realm roles are not the client administrators' to map; the client's own roles are.
    assignRole({
      prefix: "scoped",
      path: (ids) => `/client-scopes/${ids.scope}/scope-mappings/clients/${ids.client}`,
      name: "map a client role to the scope",
      clientRole: true,
    }),
  ),
  // Tabs that only show: each opens, and asks the server for nothing it refuses. Consents and
  // identity provider links need a sign-in through a consent screen or a provider to exist.
  objectTab("user", "user consents", "/consents"),
  objectTab("user", "user identity provider links", "/identity-provider-links"),
  {
    ...objectTab("role", "realm role users", "/users-in-role"),
    serverNeeds: ["view-users"],
  },
  objectTab("client", "client sessions", "/sessions"),
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
    shown: tabContent("/mappers"),
    actions: [
      addMapper(
        (ids) => `/clients/${ids.client}/protocol-mappers/models`,
        "add a mapper to the dedicated scope",
      ),
    ],
  },

  {
    name: "new client role",
    heading: "Create a role of the client portal",
    route: (ids) => `clients/${ids.client}/roles/new`,
    access: ["query-clients"],
    objectNeeds: "view-clients",
    objectPath: (ids) => `/clients/${ids.client}`,
    serverNeeds: ["manage-clients"],
  },

  // The pages that create: opened by every administrator, their forms pressed by the list
  // pages' create actions. The spec opens two of them with fewer rights than creating takes.
  page("add client", "clients/add-client", "Create client", ["manage-clients"]),
  page("import client", "clients/import-client", "Import client", ["manage-clients"]),
  page(
    "new initial access token",
    "clients/initialAccessToken/create",
    "Create initial access token",
    ["manage-clients"],
  ),
  page("new client scope", "client-scopes/new", "Create client scope", ["manage-clients"]),
  page("new realm role", "roles/new", "Create a realm role", ["manage-realm"]),
  page("add user", "users/add-user", "Add user", ["query-users", "query-groups"], {
    serverNeeds: ["manage-users"],
  }),
  // The other tabs of list pages, the realms, and the realm's home with its tabs.
  page("initial access tokens", "clients/initial-access-token", "Clients", ["query-clients"]),
  page("client registration", "clients/client-registration", "Clients", ["query-clients"]),
  page("realms", "realms", "Realms", []),
  ...["", "info", "providers"].map((tab) => page(`realm home ${tab}`, tab, /^Welcome to /, [])),
  // A page the server provides (the sample reminders page), and its create form.
  page("server-provided page", "page-section/reminders", "reminders", ["view-realm"]),
  {
    name: "server-provided page's item",
    heading: "Weekly digest",
    route: (ids) => `page-section/reminders/${ids.reminder}`,
    access: ["view-realm"],
    shown: (page) => page.getByRole("textbox", { name: "Subject" }),
    actions: [saveReminder],
  },
  page(
    "server-provided page's new item",
    "page-section/reminders/add",
    "Add item",
    ["view-realm"],
    {
      serverNeeds: ["manage-realm"],
    },
  ),

  // A client role's and a mapper's own pages, each saved again.
  {
    name: "client role",
    heading: "operator",
    route: (ids) => `clients/${ids.client}/roles/${ids.clientRole}/settings`,
    access: ["query-clients"],
    objectNeeds: "view-clients",
    objectPath: (ids) => [`/clients/${ids.client}`, `/roles-by-id/${ids.clientRole}`],
    actions: [saveRole("save the client role", "operator", (ids) => ids.clientRole)],
  },
  {
    name: "client scope mapper",
    heading: "badge",
    route: (ids) => `client-scopes/${ids.scope}/mappers/${ids.mapper}/edit`,
    access: ["view-clients"],
    shown: (page) => page.getByRole("textbox", { name: "Claim value" }),
    actions: [
      saveMapper(
        "save the mapper",
        (ids) => `/client-scopes/${ids.scope}/protocol-mappers/models`,
        (ids) => ids.mapper,
      ),
    ],
  },
  {
    name: "dedicated scope mapper",
    heading: "badge",
    route: (ids) =>
      `clients/${ids.client}/clientScopes/dedicated/mappers/${ids.dedicatedMapper}/edit`,
    access: ["view-clients"],
    shown: (page) => page.getByRole("textbox", { name: "Claim value" }),
    actions: [
      saveMapper(
        "save the dedicated scope's mapper",
        (ids) => `/clients/${ids.client}/protocol-mappers/models`,
        (ids) => ids.dedicatedMapper,
      ),
    ],
  },
  // Last: impersonating replaces the administrator's session in their own realm.
  {
    ...objectTab("user", "user impersonation", "/settings", impersonateUser),
    shown: (page) => page.getByRole("textbox", { name: "Username" }),
  },
];
