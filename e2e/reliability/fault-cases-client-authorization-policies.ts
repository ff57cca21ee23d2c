import { type Action, deleteFromRow, listLoad, remove, save } from "../support/faults";
import { unique } from "../support/realms";
import {
  createPolicy,
  createResourceServer,
  readJson,
  resourceServerPath,
} from "../client-authorization/authorization-seed";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of a client's authorization policies: loading the policies list, saving a
 * policy and deleting one. Each realm gets one resource server, made on first use and shared by
 * the cases in it; its id is kept for the addresses, which name it.
 */

const servers = new Map<string, Promise<string>>();
const knownServers = new Map<string, string>();

function serverFor(realm: string): Promise<string> {
  let server = servers.get(realm);
  if (server === undefined) {
    server = createResourceServer(realm, unique("authz-faults")).then((id) => {
      knownServers.set(realm, id);
      return id;
    });
    servers.set(realm, server);
  }
  return server;
}

const serverId = (realm: string): string => {
  const id = knownServers.get(realm);
  if (id === undefined) throw new Error(`No resource server made yet in ${realm}`);
  return id;
};

const seedPolicy = async (realm: string, name: string): Promise<string> =>
  createPolicy(realm, await serverFor(realm), "user", { name, description: "seeded" });

const storedPolicy = async (realm: string, name: string) =>
  (
    await readJson<{ id: string; name: string; description?: string }[]>(
      `${resourceServerPath(realm, serverId(realm))}/policy?name=${encodeURIComponent(name)}&permission=false`,
    )
  ).find((policy) => policy.name === name);

/** The list read; `permission=false` keeps permission lists of other tabs out of the catch. */
const listPath = "clients/[^/]+/authz/resource-server/policy\\?.*permission=false";

const policiesListShape = (route: string) =>
  listLoad("authorization policy", route, listPath, seedPolicy);

/** A delete from the list's row menu; the list's address names the resource server. */
const policyDeleteShape = (server: string) =>
  remove({
    name: "authorization policy",
    seed: seedPolicy,
    route: (name) => `clients/${server}/authorization/policies?search=${name}`,
    path: (subject) => `clients/[^/]+/authz/resource-server/policy/${subject.id}$`,
    open: deleteFromRow,
    error: "Could not delete the policy",
    done: (subject) => `Policy ${subject.name} deleted`,
    exists: async (realm, subject) => (await storedPolicy(realm, subject.name)) !== undefined,
  });

export const clientAuthorizationPolicyActions = {
  authorizationPoliciesList: {
    ...policiesListShape(""),
    prepare: async (page, realm) => {
      const id = await serverFor(realm);
      return policiesListShape(`clients/${id}/authorization/policies`).prepare(page, realm);
    },
  },

  authorizationPolicySave: save({
    name: "authorization policy",
    open: async (realm) => {
      const name = unique("policy");
      const id = await seedPolicy(realm, name);
      return {
        id,
        name,
        route: `clients/${serverId(realm)}/authorization/policy/${id}/user`,
      };
    },
    path: (subject) => `clients/[^/]+/authz/resource-server/policy/user/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    saved: "Policy saved",
    error: "Could not save the policy",
    read: (realm, subject) => storedPolicy(realm, subject.name),
  }),

  authorizationPolicyDelete: {
    ...policyDeleteShape(""),
    prepare: async (page, realm) => {
      const id = await serverFor(realm);
      return policyDeleteShape(id).prepare(page, realm);
    },
  },
} satisfies Record<string, Action>;

type ClientAuthorizationPolicyAction = keyof typeof clientAuthorizationPolicyActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const clientAuthorizationPolicyFaultCases: [ClientAuthorizationPolicyAction, FaultName[]][] =
  [
    ["authorizationPoliciesList", ["timeout", "401 without body"]],
    ["authorizationPolicySave", ["503 without body", "connection reset"]],
    ["authorizationPolicyDelete", ["502 with error", "connection failed"]],
  ];
