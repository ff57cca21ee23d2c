import type { Page } from "@playwright/test";
import { expect } from "../roles/roles-helpers";
import { flipSwitch } from "../users/users-helpers";
import {
  createAuthorizationScope,
  createPermission,
  createPolicy,
  createResource,
  createResourceServer,
  readJson,
} from "../client-authorization/authorization-seed";
import { button, rowMenuAction, type Ids, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-page";

export const resourceServerClientId = "vault";
const limitedResourceName = "Limited doc";
export const limitedScopeName = "limited-read";
export const limitedPolicyName = "Limited policy";
export const limitedPermissionName = "Limited permission";

/**
 * The resource server client every administrator's authorization pages open, with a resource, a
 * scope, a policy and a permission.
 */
export async function seedLimitedResourceServer(
  realm: string,
): Promise<
  Pick<Ids, "resourceServer" | "resource" | "authorizationScope" | "policy" | "permission">
> {
  const resourceServer = await createResourceServer(realm, resourceServerClientId);
  const authorizationScope = await createAuthorizationScope(
    realm,
    resourceServer,
    limitedScopeName,
  );
  const resource = await createResource(realm, resourceServer, {
    name: limitedResourceName,
    uris: ["/limited"],
    scopes: [limitedScopeName],
  });
  const policy = await createPolicy(realm, resourceServer, "client", {
    name: limitedPolicyName,
    clients: [resourceServer],
  });
  const permission = await createPermission(realm, resourceServer, "scope", {
    name: limitedPermissionName,
    resources: [resource],
    scopes: [authorizationScope],
    policies: [policy],
  });
  return { resourceServer, resource, authorizationScope, policy, permission };
}

/** The resource server's id, for the seeds of row actions, which know the realm alone. */
export async function resourceServerOf(realm: string): Promise<string> {
  const [client] = await readJson<{ id: string }[]>(
    `/${realm}/clients?clientId=${resourceServerClientId}`,
  );
  if (client === undefined) throw new Error(`No client ${resourceServerClientId} in ${realm}.`);
  return client.id;
}

/**
 * A row action of one of the resource server's lists (see rowMenuAction), whose address holds the
 * client's id, which is known once the realm is seeded. Policies and permissions share their
 * names on the server, so their seeds take prefixes of their own.
 */
export function tabRowAction(
  name: string,
  tab: string,
  options: Omit<Parameters<typeof rowMenuAction>[1], "list" | "heading" | "item" | "prefix"> & {
    prefix?: string;
  },
): PageAction {
  const build = (list: string) =>
    rowMenuAction(name, {
      prefix: "gone",
      ...options,
      list,
      heading: resourceServerClientId,
      item: "Delete",
    });
  const action = build("");
  return {
    ...action,
    offered: async (page, realm, tag) => {
      const listed = build(`clients/${await resourceServerOf(realm)}/authorization/${tab}`);
      return (await listed.offered?.(page, realm, tag)) ?? false;
    },
  };
}

export const authz = (ids: Ids) => `/clients/${ids.resourceServer}/authz/resource-server`;
export const tabRoute = (tab: string) => (ids: Ids) =>
  `clients/${ids.resourceServer}/authorization/${tab}`;

/** The tab's table, or its empty state: the row actions show with the table. */
export const tabTable = (name: string) => (page: Page) =>
  page.getByRole("grid", { name }).or(page.getByRole("main").getByRole("heading", { level: 2 }));

/**
 * The rights of the spec's routes: the tab opens with view-authorization or manage-authorization,
 * new items with manage-clients or manage-authorization, a resource's page with any of the three,
 * a scope's page with manage-clients or view-authorization. The tab's pages read the client first,
 * which the server shows with view-clients or manage-clients.
 */
export const tabAccess = ["view-authorization", "manage-authorization"];
export const editorAccess = ["manage-clients", "manage-authorization"];
export const clientNeeds = ["view-clients", "manage-clients"];

/** `created` is the toast that says so: the page opened next depends on the rights. */
function createOnPage(
  name: string,
  path: (ids: Ids) => string,
  field: string,
  created: (made: string) => string,
): PageAction {
  return {
    name,
    control: (page) => button(page, "Create"),
    request: (ids, tag) => ({ method: "POST", path: path(ids), body: { name: `probe-${tag}` } }),
    press: async (page, tag) => {
      await page.getByRole("textbox", { name: field, exact: true }).fill(`made-${tag}`);
      await button(page, "Create").click();
      await expect(page.getByText(created(`made-${tag}`))).toBeVisible();
    },
  };
}

const saveSettings: PageAction = {
  name: "save the authorization settings",
  control: (page) => button(page, "Save"),
  request: (ids) => ({
    method: "PUT",
    path: authz(ids),
    body: { policyEnforcementMode: "ENFORCING", decisionStrategy: "UNANIMOUS" },
  }),
  press: async (page) => {
    await flipSwitch(page.getByRole("switch", { name: "Remote resource management" }));
    await button(page, "Save").click();
    await expect(page.getByText("Authorization settings saved")).toBeVisible();
  },
};

const saveResource: PageAction = {
  name: "save a resource",
  control: (page) => button(page, "Save"),
  request: (ids, tag) => ({
    method: "PUT",
    path: `${authz(ids)}/resource/${ids.resource}`,
    body: { name: limitedResourceName, displayName: `Probe ${tag}`, uris: ["/limited"] },
  }),
  press: async (page, tag) => {
    await page.getByRole("textbox", { name: "Display name" }).fill(`Edited by ${tag}`);
    await button(page, "Save").click();
    await expect(page.getByText("Resource saved")).toBeVisible();
  },
};

/** The client's authorization tabs and the pages of its resources and scopes. */
export const clientAuthorizationPages: BuiltPage[] = [
  {
    name: "authorization settings",
    heading: resourceServerClientId,
    route: tabRoute("settings"),
    access: [],
    accessAny: tabAccess,
    objectNeeds: clientNeeds,
    objectPath: (ids) => `/clients/${ids.resourceServer}`,
    shown: (page) => page.getByRole("radio", { name: /^Enforcing/ }),
    actions: [saveSettings],
  },
  {
    name: "authorization resources",
    heading: resourceServerClientId,
    route: tabRoute("resources"),
    access: [],
    accessAny: tabAccess,
    objectNeeds: clientNeeds,
    objectPath: (ids) => `/clients/${ids.resourceServer}`,
    shown: tabTable("Resources"),
    actions: [
      tabRowAction("delete a resource", "resources", {
        seed: async (realm, name) => createResource(realm, await resourceServerOf(realm), { name }),
        request: (id, _name, ids) => ({ method: "DELETE", path: `${authz(ids)}/resource/${id}` }),
        done: (name) => `Resource ${name} deleted`,
      }),
    ],
  },
  {
    name: "authorization scopes",
    heading: resourceServerClientId,
    route: tabRoute("scopes"),
    access: [],
    accessAny: tabAccess,
    objectNeeds: clientNeeds,
    objectPath: (ids) => `/clients/${ids.resourceServer}`,
    shown: tabTable("Authorization scopes"),
    actions: [
      tabRowAction("delete an authorization scope", "scopes", {
        seed: async (realm, name) =>
          createAuthorizationScope(realm, await resourceServerOf(realm), name),
        request: (id, _name, ids) => ({ method: "DELETE", path: `${authz(ids)}/scope/${id}` }),
        done: (name) => `Authorization scope ${name} deleted`,
      }),
    ],
  },
  {
    name: "authorization export",
    heading: resourceServerClientId,
    route: tabRoute("export"),
    access: [],
    accessAny: tabAccess,
    objectNeeds: clientNeeds,
    objectPath: (ids) => `/clients/${ids.resourceServer}`,
    // The server exports a resource server only to those who may change it.
    serverNeeds: ["manage-authorization"],
  },
  {
    name: "new resource",
    heading: "Create resource",
    route: (ids) => `clients/${ids.resourceServer}/authorization/resource/new`,
    access: [],
    accessAny: editorAccess,
    actions: [
      createOnPage(
        "create a resource",
        (ids) => `${authz(ids)}/resource`,
        "Name",
        (made) => `Resource ${made} created`,
      ),
    ],
  },
  {
    name: "resource",
    heading: limitedResourceName,
    route: (ids) => `clients/${ids.resourceServer}/authorization/resource/${ids.resource}`,
    access: [],
    accessAny: ["manage-clients", "view-authorization", "manage-authorization"],
    actions: [saveResource],
  },
  {
    name: "new authorization scope",
    heading: "Create authorization scope",
    route: (ids) => `clients/${ids.resourceServer}/authorization/scope/new`,
    access: [],
    accessAny: editorAccess,
    actions: [
      createOnPage(
        "create an authorization scope",
        (ids) => `${authz(ids)}/scope`,
        "Name",
        (made) => `Authorization scope ${made} created`,
      ),
    ],
  },
  {
    name: "authorization scope",
    heading: limitedScopeName,
    route: (ids) => `clients/${ids.resourceServer}/authorization/scope/${ids.authorizationScope}`,
    access: [],
    accessAny: ["manage-clients", "view-authorization"],
  },
];
