import type { Page } from "@playwright/test";
import {
  type Action,
  deleteFromRow,
  type Fault,
  listLoad,
  remove,
  save,
  target,
} from "../support/faults";
import { openConsole } from "../support/fixtures";
import { realmEventsFaultActions } from "./fault-cases-realm-events";
import { realmSecurityFaultActions } from "./fault-cases-realm-security";
import { userProfileFaultActions } from "./fault-cases-user-profile";
import { realmTextsActions } from "./fault-realm-texts";
import { unique } from "../support/realms";
import { expect, json, seedGroup, type StoredGroup } from "../groups/groups-helpers";
import { seedRole, storedRole, type StoredRole } from "../roles/roles-helpers";
import { findStoredClients, seedClient, storedClient } from "../clients/list-helpers";
import { seedScope, storedScope } from "../client-scopes/client-scopes-helpers";
import { findStoredUsers, seedUser, storedUser } from "../users/users-helpers";
import { realmActionFaultCases, realmActionFaults } from "./fault-cases-realm-actions";
import { registrationActions, registrationFaultCases } from "./fault-cases-registration";
import { keysActions, keysFaultCases } from "./fault-cases-keys";
import { sectionFaultActions, sectionFaultCases } from "./fault-cases-sections";
import { clientPoliciesActions, clientPoliciesFaultCases } from "./fault-cases-client-policies";
import { authenticationFaultActions, authenticationFaultCases } from "./fault-cases-authentication";

/** A fault of the table, with the words the administrator must read when it happens. */
export interface FaultKind {
  name: string;
  /** `offline` takes the whole browser off the network instead of failing single requests. */
  fault: Fault | "offline";
  /**
   * The fault lasts until the test ends it, instead of hitting a set number of requests: a server
   * that refuses the token refuses it again however often the console asks for a new one.
   */
  lasting?: true;
  /** Texts that say why the action failed: the server's own words, or the browser's. */
  why: string[];
}

/** An answer without a body: the console names its status. */
const statusOnly = (status: number) => `HTTP ${String(status)}`;
/** The console's words for a request that got no answer at all. */
const unreachable = "the server could not be reached";
const timedOut = "the server did not answer within 60 seconds";

export const faultKinds = {
  "500 with message": {
    name: "500 with message",
    fault: { kind: "status", status: 500, body: { errorMessage: "Database unreachable" } },
    why: ["Database unreachable"],
  },
  "500 without body": {
    name: "500 without body",
    fault: { kind: "status", status: 500 },
    why: [statusOnly(500)],
  },
  "502 with error": {
    name: "502 with error",
    fault: {
      kind: "status",
      status: 502,
      body: { error: "bad_gateway", error_description: "The upstream server did not answer" },
    },
    why: ["bad_gateway", "The upstream server did not answer"],
  },
  "502 without body": {
    name: "502 without body",
    fault: { kind: "status", status: 502 },
    why: [statusOnly(502)],
  },
  "503 with message": {
    name: "503 with message",
    fault: { kind: "status", status: 503, body: { errorMessage: "Server is restarting" } },
    why: ["Server is restarting"],
  },
  "503 without body": {
    name: "503 without body",
    fault: { kind: "status", status: 503 },
    why: [statusOnly(503)],
  },
  // Keycloak's own answer to an expired or refused token.
  "401 with error": {
    name: "401 with error",
    fault: { kind: "status", status: 401, body: { error: "HTTP 401 Unauthorized" } },
    lasting: true,
    why: ["HTTP 401 Unauthorized"],
  },
  "401 without body": {
    name: "401 without body",
    fault: { kind: "status", status: 401 },
    lasting: true,
    why: [statusOnly(401)],
  },
  timeout: { name: "timeout", fault: { kind: "timeout" }, why: [timedOut] },
  "connection reset": {
    name: "connection reset",
    fault: { kind: "drop", reason: "connectionreset" },
    why: [unreachable],
  },
  "connection failed": {
    name: "connection failed",
    fault: { kind: "drop", reason: "failed" },
    why: [unreachable],
  },
  // The browser off the network: the console's requests fail at once instead of waiting.
  offline: { name: "offline", fault: "offline", why: [unreachable] },
} satisfies Record<string, FaultKind>;

export type FaultName = keyof typeof faultKinds;

export const actions = {
  ...realmSecurityFaultActions,
  ...realmEventsFaultActions,
  ...userProfileFaultActions,
  usersList: listLoad("users", "users", "users\\?", (realm, name) =>
    seedUser(realm, { username: name }),
  ),
  groupsList: listLoad("groups", "groups", "groups\\?first=0&max=11", seedGroup),
  rolesList: listLoad("realm roles", "roles", "roles\\?", seedRole),
  clientsList: listLoad("clients", "clients", "clients\\?", (realm, name) =>
    seedClient(realm, { clientId: name }),
  ),
  scopesList: listLoad("client scopes", "client-scopes", "client-scopes$", seedScope),

  userSave: save({
    name: "user details",
    open: async (realm) => {
      const name = unique("edith");
      const userId = await seedUser(realm, { username: name, lastName: "Old" });
      return { id: userId, name, route: `users/${userId}/settings` };
    },
    path: (subject) => `users/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Last name" }),
    saved: "The user was saved.",
    error: "The user could not be saved",
    read: (realm, subject) => storedUser(realm, subject.id),
  }),
  groupSave: save({
    name: "group attributes",
    open: async (realm) => {
      const name = unique("buyers");
      const groupId = await seedGroup(realm, name, undefined, { attributes: { region: ["n"] } });
      return { id: groupId, name, route: `groups/${groupId}?tab=attributes` };
    },
    path: (subject) => `groups/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Value 1" }),
    saved: "Attributes saved",
    error: "The attributes could not be saved",
    read: (realm, subject) => json<StoredGroup>(`/${realm}/groups/${subject.id}`),
  }),
  roleSave: save({
    name: "realm role details",
    open: async (realm) => {
      const role = await seedRole(realm, unique("editor"), { description: "Old text" });
      return { id: role.id, name: role.name, route: `roles/${role.id}/settings` };
    },
    path: (subject) => `roles-by-id/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    saved: "The role was saved",
    error: "The role could not be saved",
    read: (realm, subject) => storedRole(realm, subject.name),
  }),
  clientSave: save({
    name: "client settings",
    open: async (realm) => {
      const name = unique("portal");
      const clientId = await seedClient(realm, { clientId: name });
      return { id: clientId, name, route: `clients/${clientId}/settings` };
    },
    path: (subject) => `clients/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Name", exact: true }),
    saved: "The client settings were saved.",
    error: "The client settings could not be saved",
    read: (realm, subject) => storedClient(realm, subject.name),
  }),
  scopeSave: save({
    name: "client scope details",
    open: async (realm) => {
      const scope = await seedScope(realm, unique("reports"));
      return { id: scope.id, name: scope.name, route: `client-scopes/${scope.id}/settings` };
    },
    path: (subject) => `client-scopes/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    saved: "Client scope saved",
    error: "The client scope could not be saved",
    read: (realm, subject) => storedScope(realm, subject.name),
  }),
  // The realm's own address is the realm itself, with nothing after it: the target says so.
  realmSettingsSave: {
    ...save({
      name: "realm settings general tab",
      open: (realm) => Promise.resolve({ id: realm, name: realm, route: "realm-settings/general" }),
      path: () => "",
      field: (page) => page.getByRole("textbox", { name: "Display name", exact: true }),
      saved: "Realm settings saved",
      error: "The realm settings could not be saved",
      read: (realm) => json(`/${realm}`),
    }),
    target: (realm) => ({ method: "PUT", url: new RegExp(`/admin/realms/${realm}$`) }),
  },

  userDelete: remove({
    name: "user",
    seed: (realm, name) => seedUser(realm, { username: name }),
    route: (name) => `users?search=${name}`,
    path: (subject) => `users/${subject.id}$`,
    open: deleteFromRow,
    error: "The user could not be deleted",
    done: (subject) => `The user ${subject.name} was deleted.`,
    exists: async (realm, subject) => (await findStoredUsers(realm, subject.name)).length > 0,
  }),
  groupDelete: remove({
    name: "group",
    seed: (realm, name) => seedGroup(realm, name),
    route: (name) => `groups?search=${name}`,
    path: (subject) => `groups/${subject.id}$`,
    open: deleteFromRow,
    error: "The groups could not all be deleted",
    done: () => "Group deleted",
    exists: async (realm, subject) =>
      (await json<StoredGroup[]>(`/${realm}/groups?search=${subject.name}`)).length > 0,
  }),
  roleDelete: remove({
    name: "realm role",
    seed: async (realm, name) => (await seedRole(realm, name)).id,
    route: (name) => `roles?search=${name}`,
    path: (subject) => `roles(-by-id/${subject.id}|/${subject.name})$`,
    open: deleteFromRow,
    error: "The roles could not all be deleted",
    done: () => "Role deleted",
    exists: async (realm, subject) =>
      (await json<StoredRole[]>(`/${realm}/roles?search=${subject.name}`)).length > 0,
  }),
  clientDelete: remove({
    name: "client",
    seed: (realm, name) => seedClient(realm, { clientId: name }),
    route: (name) => `clients?search=${name}`,
    path: (subject) => `clients/${subject.id}$`,
    open: deleteFromRow,
    error: "The client could not be deleted",
    done: (subject) => `Client ${subject.name} deleted`,
    exists: async (realm, subject) => (await findStoredClients(realm, subject.name)).length > 0,
  }),
  scopeDelete: remove({
    name: "client scope",
    seed: async (realm, name) => (await seedScope(realm, name)).id,
    route: (name) => `client-scopes?search=${name}`,
    path: (subject) => `client-scopes/${subject.id}$`,
    open: deleteFromRow,
    error: "The client scopes could not all be deleted",
    done: () => "Client scope deleted",
    exists: async (realm, subject) => (await storedScope(realm, subject.name)) !== undefined,
  }),

  usersBulk: {
    name: "users: bulk disable",
    prepare: async (page, realm) => {
      const prefix = unique("bulk");
      const spared = await seedUser(realm, { username: `${prefix}-a` });
      const hit = await seedUser(realm, { username: `${prefix}-b` });
      await openConsole(page, `${realm}/users?search=${prefix}`);
      await expect(page.getByRole("link", { name: `${prefix}-b` })).toBeVisible();
      return { id: hit, name: prefix, others: [spared] };
    },
    target: (realm, subject) => target("PUT", realm, `users/${subject.id}$`),
    act: async (page, subject) => {
      for (const user of ["a", "b"])
        await page.getByRole("checkbox", { name: `Select ${subject.name}-${user}` }).check();
      await disableSelected(page);
    },
    failure: (page, subject) =>
      page
        .getByRole("dialog", { name: "Disable users" })
        .getByRole("listitem")
        .filter({ hasText: `${subject.name}-b: ` }),
    kept: async (page) => {
      const dialog = page.getByRole("dialog", { name: "Disable users" });
      await expect(dialog.getByText("1 user failed, 1 succeeded.")).toBeVisible();
      await dialog.getByRole("button", { name: "Done" }).click();
      await expect(dialog).toHaveCount(0);
    },
    unchanged: async (realm, subject) => {
      expect((await storedUser(realm, subject.others?.[0] ?? ""))["enabled"]).toBe(false);
      expect((await storedUser(realm, subject.id))["enabled"]).toBe(true);
    },
    retry: async (page, subject) => {
      await page.getByRole("checkbox", { name: `Select ${subject.name}-a` }).setChecked(false);
      await page.getByRole("checkbox", { name: `Select ${subject.name}-b` }).setChecked(true);
      await disableSelected(page);
      const dialog = page.getByRole("dialog", { name: "Disable users" });
      await expect(dialog.getByText("Done for 1 user.")).toBeVisible();
    },
    stored: async (realm, subject) => {
      for (const user of [subject.id, ...(subject.others ?? [])])
        expect((await storedUser(realm, user))["enabled"]).toBe(false);
    },
  },

  clientImport: {
    name: "clients: import",
    prepare: async (page, realm) => {
      await openConsole(page, `${realm}/clients/import-client`);
      const name = unique("imported");
      return { id: name, name, typed: "https://imported.example.test/*" };
    },
    target: (realm) => target("POST", realm, "clients$"),
    act: async (page, subject) => {
      await page.getByRole("textbox", { name: "Client JSON" }).fill(
        JSON.stringify({
          clientId: subject.name,
          name: "Imported app",
          protocol: "openid-connect",
          redirectUris: [subject.typed],
        }),
      );
      await page.getByRole("button", { name: "Import", exact: true }).click();
    },
    failure: (page) =>
      page
        .getByRole("heading")
        .filter({ hasText: "The client could not be imported" })
        .locator(".."),
    kept: async (page, subject) => {
      await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue(subject.name);
      await expect(page.getByRole("textbox", { name: "Client JSON" })).toContainText(
        subject.typed ?? "",
      );
    },
    unchanged: async (realm, subject) => {
      expect(await findStoredClients(realm, subject.name)).toEqual([]);
    },
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: subject.name })).toBeVisible();
    },
    stored: async (realm, subject) => {
      const stored = await findStoredClients(realm, subject.name);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ name: "Imported app", redirectUris: [subject.typed] });
    },
  },
  ...realmActionFaults,
  ...registrationActions,
  ...keysActions,
  ...sectionFaultActions,
  ...authenticationFaultActions,
  ...realmTextsActions,
  ...clientPoliciesActions,
} satisfies Record<string, Action>;

async function disableSelected(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Bulk actions" }).click();
  await page.getByRole("menuitem", { name: "Disable users" }).click();
  const dialog = page.getByRole("dialog", { name: "Disable users" });
  await dialog.getByRole("button", { name: "Disable users" }).click();
}

export type ActionName = keyof typeof actions;

/**
 * The cases: each action against two faults, one the server answers and one it does not, the
 * faults taking turns so that every fault meets every kind of action (load, save, delete, bulk,
 * import) somewhere (README: "Adding a section"). A new section adds its actions and rows to
 * `fault-cases-sections.ts`.
 */
export const faultCases: [ActionName, FaultName[]][] = [
  ["usersList", ["offline", "500 with message"]],
  ["groupsList", ["timeout", "401 with error"]],
  ["rolesList", ["502 with error", "connection reset"]],
  ["clientsList", ["connection failed", "401 with error"]],
  ["scopesList", ["502 without body", "timeout"]],
  ["userSave", ["500 with message", "503 without body"]],
  ["roleSave", ["offline", "503 with message"]],
  ["groupSave", ["401 without body", "timeout"]],
  ["clientSave", ["offline", "500 without body"]],
  ["scopeSave", ["401 without body", "connection reset"]],
  ["realmSettingsSave", ["503 with message", "timeout"]],
  ["securityDefensesSave", ["connection reset", "401 without body"]],
  ["eventsConfigSave", ["503 without body", "timeout"]],
  ["attributeSave", ["timeout", "503 without body"]],
  ["userDelete", ["500 with message", "timeout"]],
  ["groupDelete", ["503 without body", "connection reset"]],
  ["roleDelete", ["502 with error", "connection failed"]],
  ["clientDelete", ["503 with message", "timeout"]],
  ["scopeDelete", ["502 without body", "connection failed"]],
  ["usersBulk", ["connection reset", "401 with error"]],
  ["clientImport", ["502 with error", "timeout"]],
  ...realmActionFaultCases,
  ...registrationFaultCases,
  ...keysFaultCases,
  ...sectionFaultCases,
  ...authenticationFaultCases,
  ...clientPoliciesFaultCases,
  ["realmOverrideDelete", ["connection reset", "401 without body"]],
];
