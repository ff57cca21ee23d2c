import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import {
  chooseImportFile,
  chooseRealmAction,
  realmExists,
  storedUserNamed,
} from "../realm-settings/realm-actions-helpers";
import { expect } from "../realm-settings/realm-settings-helpers";
import type { Action } from "../support/faults";
import type { FaultName } from "./fault-cases";
import { openConsole } from "../support/fixtures";
import { createTestRealm, unique } from "../support/realms";
import { flipSwitch } from "../users/users-helpers";

/**
 * The realm actions of the realm settings header under faults: a failed partial import, partial
 * export or realm deletion keeps its dialog with every choice, and the same button tries again.
 */

const importDialog = (page: Page) => page.getByRole("dialog", { name: "Partial import" });
const exportDialog = (page: Page) => page.getByRole("dialog", { name: "Partial export" });
const deleteDialog = (page: Page, realm: string) =>
  page.getByRole("dialog", { name: new RegExp(`Delete the realm ${realm}`) });
/** A dialog's failure: the alert under its title. */
const failureIn = (dialog: ReturnType<Page["getByRole"]>, title: string) =>
  dialog.getByRole("heading").filter({ hasText: title }).locator("..");

export const realmActionFaults = {
  realmPartialImport: {
    name: "realm settings: partial import",
    prepare: async (page, realm) => {
      const username = unique("imported");
      await openConsole(page, `${realm}/realm-settings`);
      await chooseRealmAction(page, "Partial import");
      return { id: username, name: username };
    },
    target: (realm) => ({
      method: "POST",
      url: new RegExp(`/admin/realms/${realm}/partialImport`),
    }),
    act: async (page, subject) => {
      const dialog = importDialog(page);
      await chooseImportFile(dialog, {
        realm: "elsewhere",
        users: [{ username: subject.name, enabled: true }],
        clients: [{ clientId: `${subject.name}-app`, publicClient: true }],
      });
      // Only the users, skipping those that exist: choices the failure must keep.
      await dialog.getByRole("checkbox", { name: "Clients (1)" }).uncheck();
      await dialog.getByRole("radio", { name: /^Skip:/ }).check();
      await dialog.getByRole("button", { name: "Import", exact: true }).click();
    },
    failure: (page) => failureIn(importDialog(page), "The import failed"),
    kept: async (page) => {
      const dialog = importDialog(page);
      await expect(dialog.getByRole("checkbox", { name: "Users (1)" })).toBeChecked();
      await expect(dialog.getByRole("checkbox", { name: "Clients (1)" })).not.toBeChecked();
      await expect(dialog.getByRole("radio", { name: /^Skip:/ })).toBeChecked();
    },
    unchanged: async (realm, subject) => {
      expect(await storedUserNamed(realm, subject.name)).toBeUndefined();
    },
    retry: async (page, subject) => {
      await importDialog(page).getByRole("button", { name: "Import", exact: true }).click();
      const results = page.getByRole("dialog", { name: "Import results" });
      await expect(results.getByRole("row", { name: `Added User ${subject.name}` })).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await storedUserNamed(realm, subject.name)).toBeDefined();
      const clients = (await (
        await adminFetch(`/${realm}/clients?clientId=${subject.name}-app`)
      ).json()) as unknown[];
      expect(clients).toEqual([]);
    },
  },

  realmPartialExport: {
    name: "realm settings: partial export",
    prepare: async (page, realm) => {
      await openConsole(page, `${realm}/realm-settings`);
      await chooseRealmAction(page, "Partial export");
      return { id: realm, name: realm };
    },
    target: (realm) => ({
      method: "POST",
      url: new RegExp(`/admin/realms/${realm}/partial-export`),
    }),
    act: async (page) => {
      const dialog = exportDialog(page);
      await flipSwitch(dialog.getByRole("switch", { name: "Include clients" }));
      await dialog.getByRole("button", { name: "Export", exact: true }).click();
    },
    failure: (page) => failureIn(exportDialog(page), "The realm could not be exported"),
    kept: async (page) => {
      const dialog = exportDialog(page);
      await expect(dialog.getByRole("switch", { name: "Include clients" })).toBeChecked();
      await expect(
        dialog.getByRole("switch", { name: "Include groups and roles" }),
      ).not.toBeChecked();
    },
    // An export stores nothing; the realm is there before and after.
    unchanged: async (realm) => {
      expect(await realmExists(realm)).toBe(true);
    },
    retry: async (page, subject) => {
      const downloading = page.waitForEvent("download");
      await exportDialog(page).getByRole("button", { name: "Export", exact: true }).click();
      const exported = JSON.parse(await (await downloading).createReadStream().then(readAll)) as {
        clients?: unknown[];
        groups?: unknown[];
      };
      // The file holds what the kept choices asked for: the clients, no groups.
      expect(exported.clients?.length).toBeGreaterThan(0);
      expect(exported.groups ?? []).toEqual([]);
      await expect(page.getByText(`The realm ${subject.name} was exported`)).toBeVisible();
    },
    stored: async (realm) => {
      expect(await realmExists(realm)).toBe(true);
    },
  },

  realmDelete: {
    name: "realm settings: delete the realm",
    // A realm of its own to delete: the file's realm is shared by the other cases.
    prepare: async (page) => {
      const doomed = await createTestRealm("fault-delete");
      await openConsole(page, `${doomed.name}/realm-settings`);
      await chooseRealmAction(page, "Delete realm");
      return { id: doomed.name, name: doomed.name };
    },
    target: (_realm, subject) => ({
      method: "DELETE",
      url: new RegExp(`/admin/realms/${subject.name}$`),
    }),
    act: async (page, subject) => {
      const dialog = deleteDialog(page, subject.name);
      await dialog
        .getByRole("textbox", { name: `Type "${subject.name}" to confirm` })
        .fill(subject.name);
      await dialog.getByRole("button", { name: "Delete", exact: true }).click();
    },
    failure: (page, subject) =>
      failureIn(deleteDialog(page, subject.name), "The realm could not be deleted"),
    kept: async (page, subject) => {
      await expect(
        deleteDialog(page, subject.name).getByRole("textbox", {
          name: `Type "${subject.name}" to confirm`,
        }),
      ).toHaveValue(subject.name);
    },
    unchanged: async (_realm, subject) => {
      expect(await realmExists(subject.name)).toBe(true);
    },
    retry: async (page, subject) => {
      await deleteDialog(page, subject.name)
        .getByRole("button", { name: "Delete", exact: true })
        .click();
      await expect(page.getByText(`The realm ${subject.name} was deleted`)).toBeVisible();
    },
    stored: async (_realm, subject) => {
      expect(await realmExists(subject.name)).toBe(false);
    },
  },
} satisfies Record<string, Action>;

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

/** The cases of the realm actions: every kind of fault meets one of them somewhere. */
export const realmActionFaultCases: [keyof typeof realmActionFaults, FaultName[]][] = [
  ["realmPartialImport", ["timeout", "401 with error"]],
  ["realmPartialExport", ["502 with error", "connection failed"]],
  ["realmDelete", ["503 without body", "offline"]],
];
