import { expect } from "../roles/roles-helpers";
import { createPermission, createPolicy } from "../client-authorization/authorization-seed";
import { button, type Ids, type PageAction } from "./limited-actions";
import {
  authz,
  clientNeeds,
  editorAccess,
  limitedPermissionName,
  limitedPolicyName,
  resourceServerClientId,
  resourceServerOf,
  tabAccess,
  tabRoute,
  tabRowAction,
  tabTable,
} from "./limited-client-authorization";
import type { BuiltPage } from "./limited-page";

/**
 * A client's policies, permissions and evaluator for limited administrators: the two lists with a
 * deletion each (of a policy or permission seeded per administrator), the evaluator, and the pages
 * that create and show one policy and one permission. The rights are those of the spec's routes
 * (see `limited-client-authorization.ts`).
 */

const viewerAccess = ["manage-clients", "view-authorization", "manage-authorization"];

const authorizationPage = (ids: Ids, rest: string) =>
  `clients/${ids.resourceServer}/authorization/${rest}`;

/** Changes the description on a policy's or permission's page and saves it. */
export function saveItemDescription(
  name: string,
  request: (ids: Ids, tag: string) => { path: string; body: Record<string, unknown> },
  saved: string,
): PageAction {
  return {
    name,
    control: (page) => button(page, "Save"),
    request: (ids, tag) => ({ method: "PUT", ...request(ids, tag) }),
    press: async (page, tag) => {
      await page.getByRole("textbox", { name: "Description" }).fill(`Edited by ${tag}`);
      await button(page, "Save").click();
      // An earlier page's toast of the same words may still show: the newest is this save's.
      await expect(page.getByText(saved).last()).toBeVisible();
    },
  };
}

export const clientAuthorizationPolicyPages: BuiltPage[] = [
  {
    name: "authorization policies",
    heading: resourceServerClientId,
    route: tabRoute("policies"),
    access: [],
    accessAny: tabAccess,
    objectNeeds: clientNeeds,
    objectPath: (ids) => `/clients/${ids.resourceServer}`,
    shown: tabTable("Policies"),
    actions: [
      tabRowAction("delete a policy", "policies", {
        prefix: "gone-policy",
        seed: async (realm, name) => {
          const server = await resourceServerOf(realm);
          return createPolicy(realm, server, "client", { name, clients: [server] });
        },
        request: (id, _name, ids) => ({ method: "DELETE", path: `${authz(ids)}/policy/${id}` }),
        done: (name) => `Policy ${name} deleted`,
      }),
    ],
  },
  {
    name: "authorization permissions",
    heading: resourceServerClientId,
    route: tabRoute("permissions"),
    access: [],
    accessAny: tabAccess,
    objectNeeds: clientNeeds,
    objectPath: (ids) => `/clients/${ids.resourceServer}`,
    shown: tabTable("Permissions"),
    actions: [
      tabRowAction("delete a permission", "permissions", {
        prefix: "gone-permission",
        seed: async (realm, name) =>
          createPermission(realm, await resourceServerOf(realm), "resource", {
            name,
            resourceType: "urn:limited:gone",
          }),
        request: (id, _name, ids) => ({
          method: "DELETE",
          path: `${authz(ids)}/permission/${id}`,
        }),
        done: (name) => `Permission ${name} deleted`,
      }),
    ],
  },
  {
    name: "authorization evaluation",
    heading: resourceServerClientId,
    route: tabRoute("evaluate"),
    access: [],
    accessAny: tabAccess,
    objectNeeds: clientNeeds,
    objectPath: (ids) => `/clients/${ids.resourceServer}`,
  },
  {
    name: "new client policy",
    heading: "Create Client policy",
    route: (ids) => authorizationPage(ids, "policy/new/client"),
    access: [],
    accessAny: editorAccess,
  },
  {
    name: "client policy",
    heading: limitedPolicyName,
    route: (ids) => authorizationPage(ids, `policy/${ids.policy}/client`),
    access: [],
    accessAny: viewerAccess,
    actions: [
      saveItemDescription(
        "save a policy",
        (ids, tag) => ({
          path: `${authz(ids)}/policy/client/${ids.policy}`,
          body: {
            id: ids.policy,
            name: limitedPolicyName,
            type: "client",
            clients: [ids.resourceServer],
            description: `Probe ${tag}`,
          },
        }),
        "Policy saved",
      ),
    ],
  },
  {
    name: "new scope-based permission",
    heading: "Create scope-based permission",
    route: (ids) => authorizationPage(ids, "permission/new/scope"),
    access: [],
    accessAny: editorAccess,
  },
  {
    name: "scope-based permission",
    heading: limitedPermissionName,
    route: (ids) => authorizationPage(ids, `permission/scope/${ids.permission}`),
    access: [],
    accessAny: viewerAccess,
    actions: [
      saveItemDescription(
        "save a permission",
        (ids, tag) => ({
          path: `${authz(ids)}/permission/scope/${ids.permission}`,
          body: {
            id: ids.permission,
            name: limitedPermissionName,
            type: "scope",
            resources: [ids.resource],
            scopes: [ids.authorizationScope],
            policies: [ids.policy],
            description: `Probe ${tag}`,
          },
        }),
        "Permission saved",
      ),
    ],
  },
];
