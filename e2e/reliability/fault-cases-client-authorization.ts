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
 * deleting an authorization scope, saving the settings and applying an import. The lists' cases of
 * one realm share one resource server; the requests they fail are matched whatever its id
 * (internal ids are unique across realms, so no fixed one can serve every case's realm).
 */

const anyServer = "clients/[^/]+/authz/resource-server";
const servers = new Map<string, Promise<string>>();

/** The realm's shared resource server, created by the first case of the realm that needs it. */
function sharedResourceServer(realm: string): Promise<string> {
  const known = servers.get(realm) ?? createResourceServer(realm, unique("fault-authz"));
  servers.set(realm, known);
  return known;
}

/** The resource server each seeded scope belongs to, for the list address its case opens. */
const serverOfScope = new Map<string, string>();

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

/**
 * Loading the resources list: the shared list action, its list opened at the realm's own resource
 * server, whose address is known only once the case runs.
 */
function resourcesListLoad(): Action {
  const list = listLoad("authorization resources", "", `${anyServer}/resource\\?`, () =>
    Promise.resolve(),
  );
  return {
    ...list,
    prepare: async (page, realm) => {
      const server = await sharedResourceServer(realm);
      const subject = unique("authorization-resources");
      await createResource(realm, server, { name: subject });
      await openConsole(
        page,
        `${realm}/clients/${server}/authorization/resources?search=${subject}`,
      );
      await expect(
        page.getByRole("grid").getByRole("link", { name: subject, exact: true }),
      ).toBeVisible();
      return { id: subject, name: subject };
    },
  };
}

export const clientAuthorizationFaultActions = {
  authorizationResourcesList: resourcesListLoad(),

  authorizationResourceSave: save({
    name: "authorization resource",
    open: async (realm) => {
      const server = await sharedResourceServer(realm);
      const name = unique("fault-resource");
      const id = await createResource(realm, server, { name, uris: ["/fault"] });
      return { id, name, route: `clients/${server}/authorization/resource/${id}` };
    },
    path: (subject) => `${anyServer}/resource/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Display name" }),
    saved: "Resource saved",
    error: "The resource could not be saved",
    read: async (realm, subject) =>
      readJson(
        `${resourceServerPath(realm, await sharedResourceServer(realm))}/resource/${subject.id}`,
      ),
  }),

  authorizationScopeDelete: remove({
    name: "authorization scope",
    seed: async (realm, name) => {
      const server = await sharedResourceServer(realm);
      serverOfScope.set(name, server);
      return createAuthorizationScope(realm, server, name);
    },
    route: (name) => `clients/${serverOfScope.get(name) ?? ""}/authorization/scopes?search=${name}`,
    path: (subject) => `${anyServer}/scope/${subject.id}$`,
    open: deleteFromRow,
    error: "The authorization scope could not be deleted",
    done: (subject) => `Authorization scope ${subject.name} deleted`,
    exists: async (realm, subject) =>
      exists(`${resourceServerPath(realm, await sharedResourceServer(realm))}/scope/${subject.id}`),
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
  ["authorizationResourcesList", ["500 with message", "connection reset"]],
  ["authorizationResourceSave", ["timeout", "401 with error"]],
  ["authorizationScopeDelete", ["503 with message", "connection failed"]],
  ["authorizationSettingsSave", ["offline", "401 without body"]],
  ["authorizationImport", ["502 without body", "timeout"]],
];
