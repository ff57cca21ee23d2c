import {
  createPermission,
  createResource,
  createResourceServer,
} from "../client-authorization/authorization-seed";
import {
  chooseSearched,
  createUserWithRoles,
  storedPermission,
} from "../client-authorization/permission-helpers";
import { expect, openConsole } from "../support/fixtures";
import { type Action, deleteFromRow, remove, save, target, toast } from "../support/faults";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of a client's authorization permissions: loading the permissions list, saving a
 * permission, deleting one, and running the evaluator. Each case seeds its own resource server
 * (kept in `others[0]`) with one resource that the permission protects.
 */

/** A resource server with a resource and a resource-based permission of that name on it. */
async function seedPermission(realm: string, name: string) {
  const clientId = await createResourceServer(realm, unique("rs"));
  await createResource(realm, clientId, { name: `${name}-resource` });
  const id = await createPermission(realm, clientId, "resource", {
    name,
    resources: [`${name}-resource`],
  });
  return { clientId, id };
}

const permissionsRoute = (realm: string, clientId: string, name: string) =>
  `${realm}/clients/${clientId}/authorization/permissions?search=${name}`;
const serverPath = (clientId: string) => `clients/${clientId}/authz/resource-server`;

/** Permissions found by the server (set up per case, as `listLoad` expects one route per realm). */
const permissionsList: Action = {
  name: "authorization permissions: load the list",
  prepare: async (page, realm) => {
    const name = unique("permission");
    const { clientId } = await seedPermission(realm, name);
    await openConsole(page, permissionsRoute(realm, clientId, name));
    await expect(page.getByRole("grid").getByRole("link", { name, exact: true })).toBeVisible();
    return { id: name, name, others: [clientId] };
  },
  target: (realm, subject) =>
    target("GET", realm, `${serverPath(subject.others?.[0] ?? "")}/permission\\?`),
  // The console reads a list three times before it shows its error.
  tries: 3,
  act: (page) => page.getByRole("button", { name: "Refresh" }).click(),
  failure: (page) =>
    page.getByRole("grid").getByRole("row").filter({ hasText: "The list could not be loaded" }),
  unchanged: () => Promise.resolve(),
  retry: async (page, subject) => {
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(
      page.getByRole("grid").getByRole("link", { name: subject.name, exact: true }),
    ).toBeVisible();
  },
  stored: () => Promise.resolve(),
};

/** The evaluator's run: it writes nothing, so only the answer shown and the requests are checked. */
const evaluationRun: Action = {
  name: "authorization evaluator: run",
  prepare: async (page, realm) => {
    const name = unique("evaluated");
    const { clientId } = await seedPermission(realm, name);
    const username = unique("asker");
    await createUserWithRoles(realm, username, []);
    await openConsole(page, `${realm}/clients/${clientId}/authorization/evaluate`);
    await chooseSearched(page, "User", username);
    return { id: name, name, typed: username, others: [clientId] };
  },
  target: (realm, subject) =>
    target("POST", realm, `${serverPath(subject.others?.[0] ?? "")}/policy/evaluate$`),
  act: (page) => page.getByRole("button", { name: "Evaluate", exact: true }).click(),
  failure: (page) => toast(page, "The evaluation could not be run"),
  kept: (page, subject) =>
    expect(page.getByRole("combobox", { name: "User", exact: true })).toHaveValue(
      subject.typed ?? "",
    ),
  unchanged: () => Promise.resolve(),
  // The failed run showed no results, so the overall decision shows the retry's answer.
  retry: async (page) => {
    await page.getByRole("button", { name: "Evaluate", exact: true }).click();
    await expect(
      page.getByRole("region", { name: "Evaluation results" }).getByText(/^Overall decision: /),
    ).toBeVisible();
  },
  stored: () => Promise.resolve(),
};

/** The client of each seeded permission, by the permission's id, for the delete's route. */
const clientOfPermission = new Map<string, string>();

export const clientAuthorizationPermissionsActions = {
  authorizationPermissionsList: permissionsList,

  authorizationPermissionSave: save({
    name: "authorization permission",
    open: async (realm) => {
      const name = unique("permission");
      const { clientId, id } = await seedPermission(realm, name);
      clientOfPermission.set(id, clientId);
      return { id, name, route: `clients/${clientId}/authorization/permission/resource/${id}` };
    },
    path: (subject) =>
      `${serverPath(clientOfPermission.get(subject.id) ?? "")}/permission/resource/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Description", exact: true }),
    saved: "Permission saved",
    error: "The permission could not be saved",
    read: (realm, subject) =>
      storedPermission(realm, clientOfPermission.get(subject.id) ?? "", subject.id),
  }),

  authorizationPermissionDelete: remove({
    name: "authorization permission",
    seed: async (realm, name) => {
      const { clientId, id } = await seedPermission(realm, name);
      clientOfPermission.set(id, clientId);
      clientOfPermission.set(name, clientId);
      return id;
    },
    route: (name) =>
      `clients/${clientOfPermission.get(name) ?? ""}/authorization/permissions?search=${name}`,
    path: (subject) =>
      `${serverPath(clientOfPermission.get(subject.id) ?? "")}/permission/resource/${subject.id}$`,
    open: deleteFromRow,
    error: "The permission could not be deleted",
    done: (subject) => `Permission ${subject.name} deleted`,
    exists: async (realm, subject) =>
      (await storedPermission(realm, clientOfPermission.get(subject.id) ?? "", subject.id)) !==
      undefined,
  }),

  authorizationEvaluationRun: evaluationRun,
} satisfies Record<string, Action>;

type PermissionsAction = keyof typeof clientAuthorizationPermissionsActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const clientAuthorizationPermissionsFaultCases: [PermissionsAction, FaultName[]][] = [
  ["authorizationPermissionsList", ["connection reset", "401 with error"]],
  ["authorizationPermissionSave", ["500 with message", "timeout"]],
  ["authorizationPermissionDelete", ["connection failed", "401 without body"]],
  ["authorizationEvaluationRun", ["500 with message", "timeout"]],
];
