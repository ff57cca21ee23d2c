import { type Action, deleteFromRow, listLoad, remove, save } from "../support/faults";
import { unique } from "../support/realms";
import { json } from "../roles/roles-helpers";
import { seedUser } from "../users/users-helpers";
import {
  createAdminPermission,
  createAdminPolicy,
  enableAdminPermissions,
  resourceServerPath,
} from "../permissions/admin-permissions-seed";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the realm's admin permissions (version 2): loading the permissions list,
 * saving a permission, deleting one, loading the policies list and saving a policy. Admin
 * permissions are turned on once per realm, which makes its admin-permissions client; the cases
 * in the realm share it, and its id is kept for the addresses, which name it.
 */

/** The client and the user each policy names, made once per realm. */
const clients = new Map<string, Promise<string>>();
const users = new Map<string, Promise<string>>();
const knownClients = new Map<string, string>();

function permissionsClientFor(realm: string): Promise<string> {
  let client = clients.get(realm);
  if (client === undefined) {
    client = enableAdminPermissions(realm).then((id) => {
      knownClients.set(realm, id);
      return id;
    });
    clients.set(realm, client);
  }
  return client;
}

const clientOf = (realm: string): string => {
  const id = knownClients.get(realm);
  if (id === undefined) throw new Error(`Admin permissions are not on yet in ${realm}`);
  return id;
};

function policyUserFor(realm: string): Promise<string> {
  let user = users.get(realm);
  if (user === undefined) {
    user = seedUser(realm, { username: unique("granted") });
    users.set(realm, user);
  }
  return user;
}

const seedPolicy = async (realm: string, name: string): Promise<string> =>
  createAdminPolicy(realm, await permissionsClientFor(realm), "user", {
    name,
    description: "seeded",
    users: [await policyUserFor(realm)],
  });

/** A permission to view every user, granted by a policy of its own. */
const seedPermission = async (realm: string, name: string): Promise<string> => {
  const client = await permissionsClientFor(realm);
  return createAdminPermission(realm, client, {
    name,
    description: "seeded",
    resourceType: "Users",
    scopes: ["view"],
    policies: [await seedPolicy(realm, `${name}-policy`)],
  });
};

const stored = async (realm: string, what: "permission" | "policy", name: string) =>
  (
    await json<{ id: string; name: string; description?: string }[]>(
      `${resourceServerPath(realm, clientOf(realm))}/${what}?name=${encodeURIComponent(name)}${what === "policy" ? "&permission=false" : ""}`,
    )
  ).find((item) => item.name === name);

const authz = "clients/[^/]+/authz/resource-server";

/** A list shape whose address names the realm's admin-permissions client, known once it is on. */
function listIn(
  name: string,
  tab: string,
  path: string,
  seed: (realm: string, name: string) => Promise<string>,
): Action {
  const shape = (client: string) => listLoad(name, `permissions/${client}/${tab}`, path, seed);
  return {
    ...shape(""),
    prepare: async (page, realm) => shape(await permissionsClientFor(realm)).prepare(page, realm),
  };
}

const permissionDelete = (client: string) =>
  remove({
    name: "admin permission",
    seed: seedPermission,
    route: (name) => `permissions/${client}/permissions?search=${name}`,
    path: (subject) => `${authz}/(permission|policy)(/scope)?/${subject.id}$`,
    open: deleteFromRow,
    error: "The permission could not be deleted",
    done: (subject) => `Permission ${subject.name} deleted`,
    exists: async (realm, subject) =>
      (await stored(realm, "permission", subject.name)) !== undefined,
  });

export const permissionsFaultActions = {
  adminPermissionsList: listIn(
    "admin permission",
    "permissions",
    `${authz}/permission\\?`,
    seedPermission,
  ),

  adminPermissionSave: save({
    name: "admin permission",
    open: async (realm) => {
      const name = unique("admin-permission");
      const id = await seedPermission(realm, name);
      return { id, name, route: `permissions/${clientOf(realm)}/permission/${id}/Users` };
    },
    path: (subject) => `${authz}/permission(/scope)?/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Description", exact: true }),
    saved: "Permission saved",
    error: "The permission could not be saved",
    read: (realm, subject) => stored(realm, "permission", subject.name),
  }),

  adminPermissionDelete: {
    ...permissionDelete(""),
    prepare: async (page, realm) =>
      permissionDelete(await permissionsClientFor(realm)).prepare(page, realm),
  },

  adminPoliciesList: listIn(
    "admin policy",
    "policies",
    `${authz}/policy\\?.*permission=false`,
    seedPolicy,
  ),

  adminPolicySave: save({
    name: "admin policy",
    open: async (realm) => {
      const name = unique("admin-policy");
      const id = await seedPolicy(realm, name);
      return { id, name, route: `permissions/${clientOf(realm)}/policies/${id}/user` };
    },
    path: (subject) => `${authz}/policy/user/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Description", exact: true }),
    saved: "Policy saved",
    error: "Could not save the policy",
    read: (realm, subject) => stored(realm, "policy", subject.name),
  }),
} satisfies Record<string, Action>;

/**
 * Each action against faults of every kind between them: statuses with and without a body, no
 * answer, a refused token, offline. Two an action keep the family within its time.
 */
export const permissionsFaultCases: [keyof typeof permissionsFaultActions, FaultName[]][] = [
  ["adminPermissionsList", ["500 with message", "connection reset"]],
  ["adminPermissionSave", ["timeout", "offline"]],
  ["adminPermissionDelete", ["503 without body", "connection failed"]],
  ["adminPoliciesList", ["502 without body", "401 without body"]],
  ["adminPolicySave", ["500 without body", "connection reset"]],
];
