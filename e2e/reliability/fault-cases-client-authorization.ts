import type { Page } from "@playwright/test";
import { AdminApiError, adminFetch } from "../../server/src/testing/admin-api";
import {
  createAuthorizationScope,
  createResource,
  createResourceServer,
  readJson,
  resourceServerPath,
} from "../client-authorization/authorization-seed";
import { chooseImportFile, expect } from "../client-authorization/resources-helpers";
import { type Action, deleteFromRow, listLoad, remove, save, toast } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of a client's authorization services: loading the resources, saving a resource,
 * deleting an authorization scope, saving the settings and applying an import. The lists' cases
 * share one resource server of the realm, created with a known internal id so that their addresses
 * are known before it exists.
 */

const sharedServerId = "fault-resource-server";

/**
 * The realm's shared resource server, created by the first case that needs it. Cases run side by
 * side: one that finds it just created by another takes it.
 */
async function sharedResourceServer(realm: string): Promise<string> {
  const found = await readJson<unknown[]>(`/${realm}/clients?clientId=fault-authz`);
  if (found.length > 0) return sharedServerId;
  await createResourceServer(realm, "fault-authz", { id: sharedServerId }).catch(
    (error: unknown) => {
      if (!(error instanceof AdminApiError && error.status === 409)) throw error;
    },
  );
  return sharedServerId;
}

const authz = (realm: string, id: string) => resourceServerPath(realm, id).slice(1);

/** Whether the object is still there: the admin API helper throws on the 404 of a deleted one. */
const exists = (path: string) =>
  adminFetch(path).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AdminApiError && error.status === 404) return false;
      throw error;
    },
  );

/** A new resource server with its settings tab open. */
async function openSettings(page: Page, realm: string) {
  const clientId = unique("fault-settings");
  const id = await createResourceServer(realm, clientId);
  await openConsole(page, `${realm}/clients/${id}/authorization/settings`);
  await expect(page.getByRole("radio", { name: /^Enforcing/ })).toBeChecked();
  return { id, name: clientId };
}

const storedMode = async (realm: string, id: string) =>
  (await readJson<{ policyEnforcementMode?: string }>(resourceServerPath(realm, id)))
    .policyEnforcementMode;

const importedResource = async (realm: string, id: string, name: string) =>
  readJson<unknown[]>(
    `${resourceServerPath(realm, id)}/resource?exactName=true&name=${encodeURIComponent(name)}`,
  );

const importFile = (name: string) =>
  JSON.stringify({ resources: [{ name }], scopes: [], policies: [] });

export const clientAuthorizationFaultActions = {
  authorizationResourcesList: listLoad(
    "authorization resources",
    `clients/${sharedServerId}/authorization/resources`,
    `clients/${sharedServerId}/authz/resource-server/resource\\?`,
    async (realm, name) => createResource(realm, await sharedResourceServer(realm), { name }),
  ),

  authorizationResourceSave: save({
    name: "authorization resource",
    open: async (realm) => {
      const server = await sharedResourceServer(realm);
      const name = unique("fault-resource");
      const id = await createResource(realm, server, { name, uris: ["/fault"] });
      return { id, name, route: `clients/${server}/authorization/resource/${id}` };
    },
    path: (subject) => `clients/${sharedServerId}/authz/resource-server/resource/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Display name" }),
    saved: "Resource saved",
    error: "The resource could not be saved",
    read: (realm, subject) =>
      readJson(`${resourceServerPath(realm, sharedServerId)}/resource/${subject.id}`),
  }),

  authorizationScopeDelete: remove({
    name: "authorization scope",
    seed: async (realm, name) =>
      createAuthorizationScope(realm, await sharedResourceServer(realm), name),
    route: (name) => `clients/${sharedServerId}/authorization/scopes?search=${name}`,
    path: (subject) => `clients/${sharedServerId}/authz/resource-server/scope/${subject.id}$`,
    open: deleteFromRow,
    error: "The authorization scope could not be deleted",
    done: (subject) => `Authorization scope ${subject.name} deleted`,
    exists: (realm, subject) =>
      exists(`${resourceServerPath(realm, sharedServerId)}/scope/${subject.id}`),
  }),

  authorizationSettingsSave: {
    name: "authorization settings: save",
    prepare: openSettings,
    target: (realm, subject) => ({
      method: "PUT",
      url: new RegExp(`/admin/realms/${authz(realm, subject.id)}$`),
    }),
    act: async (page) => {
      await page.getByRole("radio", { name: /^Permissive/ }).check();
      await page.getByRole("button", { name: "Save", exact: true }).click();
    },
    failure: (page) => toast(page, "The authorization settings could not be saved"),
    kept: async (page) => {
      await expect(page.getByRole("radio", { name: /^Permissive/ })).toBeChecked();
    },
    unchanged: async (realm, subject) => {
      expect(await storedMode(realm, subject.id)).toBe("ENFORCING");
    },
    retry: async (page) => {
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect(toast(page, "Authorization settings saved")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await storedMode(realm, subject.id)).toBe("PERMISSIVE");
    },
  },

  authorizationImport: {
    name: "authorization settings: import",
    prepare: async (page, realm) => {
      const opened = await openSettings(page, realm);
      const typed = unique("imported");
      await chooseImportFile(page, importFile(typed));
      await expect(page.getByLabel("What the file holds")).toContainText("Resources1");
      return { ...opened, typed };
    },
    target: (realm, subject) => ({
      method: "POST",
      url: new RegExp(`/admin/realms/${authz(realm, subject.id)}/import$`),
    }),
    act: (page) => page.getByRole("button", { name: "Import", exact: true }).click(),
    failure: (page) =>
      page
        .getByRole("heading")
        .filter({ hasText: "The server did not import the file" })
        .locator(".."),
    kept: async (page, subject) => {
      await expect(
        page.getByRole("textbox", { name: "Resource server file", exact: true }),
      ).toHaveValue(importFile(subject.typed ?? ""));
    },
    unchanged: async (realm, subject) => {
      expect(await importedResource(realm, subject.id, subject.typed ?? "")).toEqual([]);
    },
    retry: async (page) => {
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(toast(page, "Resource server imported")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await importedResource(realm, subject.id, subject.typed ?? "")).toHaveLength(1);
    },
  },
} satisfies Record<string, Action>;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const clientAuthorizationFaultCases: [
  keyof typeof clientAuthorizationFaultActions,
  FaultName[],
][] = [
  ["authorizationResourcesList", ["500 with message", "connection reset", "401 without body"]],
  ["authorizationResourceSave", ["502 without body", "timeout", "401 with error"]],
  ["authorizationScopeDelete", ["503 with message", "connection failed", "offline"]],
  ["authorizationSettingsSave", ["500 with message", "offline", "401 without body"]],
  ["authorizationImport", ["502 without body", "timeout", "connection reset"]],
];
