import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { type Action, target, toast } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { unique } from "../support/realms";
import { expect, json, seedGroup } from "../groups/groups-helpers";
import { seedRole } from "../roles/roles-helpers";
import type { FaultName } from "./fault-cases";
import { searchGroups } from "../support/pickers";

/**
 * The fault cases of the realm settings' user registration tab: loading the default groups,
 * adding one with the picker, removing one, and unassigning a default role.
 */

const groupsRoute = "realm-settings/user-registration?section=default-groups";
const groupsTable = (page: Page) => page.getByRole("grid", { name: "Default groups" });
const groupLink = (page: Page, name: string) =>
  groupsTable(page).getByRole("link", { name: `/${name}`, exact: true });
const dialog = (page: Page) => page.getByRole("dialog");
/** A dialog's failure: its heading and the reason below it. */
const dialogFailure = (page: Page, title: string) =>
  dialog(page).getByRole("heading").filter({ hasText: title }).locator("..");

const isDefaultGroup = async (realm: string, id: string) =>
  (await json<{ id: string }[]>(`/${realm}/default-groups`)).some((group) => group.id === id);

/** A group of its own, made a default group through the admin API. */
async function seedDefaultGroup(realm: string, name: string): Promise<string> {
  const id = await seedGroup(realm, name);
  await adminFetch(`/${realm}/default-groups/${id}`, { method: "PUT" });
  return id;
}

const defaultRoleComposites = async (realm: string, defaultRoleId: string) =>
  (await json<{ name: string }[]>(`/${realm}/roles-by-id/${defaultRoleId}/composites`)).map(
    (role) => role.name,
  );

export const registrationActions = {
  defaultGroupsList: {
    name: "default groups: load the list",
    prepare: async (page, realm) => {
      const name = unique("welcomed");
      const id = await seedDefaultGroup(realm, name);
      await openConsole(page, `${realm}/${groupsRoute}`);
      await expect(groupLink(page, name)).toBeVisible();
      return { id, name };
    },
    target: (realm) => target("GET", realm, "default-groups$"),
    // A list is read three times before it shows its error.
    tries: 3,
    act: (page) => page.getByRole("button", { name: "Refresh" }).click(),
    failure: (page) =>
      groupsTable(page).getByRole("row").filter({ hasText: "The list could not be loaded" }),
    unchanged: () => Promise.resolve(),
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(groupLink(page, subject.name)).toBeVisible();
    },
    stored: () => Promise.resolve(),
  },

  defaultGroupAdd: {
    name: "default groups: add with the picker",
    // The group is chosen before the fault: the picker's own search must reach the server.
    prepare: async (page, realm) => {
      const name = unique("joiners");
      const id = await seedGroup(realm, name);
      await openConsole(page, `${realm}/${groupsRoute}`);
      // Other cases share the realm: its default groups may be listed, or none.
      await page.getByRole("button", { name: "Add groups" }).first().click();
      const picker = page.getByRole("dialog", { name: "Add default groups" });
      await searchGroups(picker, name);
      await picker.getByRole("checkbox", { name: `/${name}` }).check();
      return { id, name };
    },
    target: (realm, subject) => target("PUT", realm, `default-groups/${subject.id}$`),
    act: (page) => dialog(page).getByRole("button", { name: "Add", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The default groups could not be added"),
    // The choice, kept above the list, which may itself have failed to reload meanwhile.
    kept: (page, subject) =>
      expect(
        dialog(page)
          .getByRole("list", { name: "Chosen groups" })
          .getByText(`/${subject.name}`, { exact: true }),
      ).toBeVisible(),
    unchanged: async (realm, subject) => {
      expect(await isDefaultGroup(realm, subject.id)).toBe(false);
    },
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Add", exact: true }).click();
      await expect(toast(page, "The chosen groups are now default groups.")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await isDefaultGroup(realm, subject.id)).toBe(true);
    },
  },

  defaultGroupRemove: {
    name: "default groups: remove",
    prepare: async (page, realm) => {
      const name = unique("leavers");
      const id = await seedDefaultGroup(realm, name);
      await openConsole(page, `${realm}/${groupsRoute}`);
      await page.getByRole("button", { name: `Actions for /${name}` }).click();
      await page.getByRole("menuitem", { name: "Remove" }).click();
      return { id, name };
    },
    target: (realm, subject) => target("DELETE", realm, `default-groups/${subject.id}$`),
    act: (page) => dialog(page).getByRole("button", { name: "Remove", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The default groups could not be removed"),
    unchanged: async (realm, subject) => {
      expect(await isDefaultGroup(realm, subject.id)).toBe(true);
    },
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Remove", exact: true }).click();
      await expect(toast(page, "The groups are no longer default groups.")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await isDefaultGroup(realm, subject.id)).toBe(false);
    },
  },

  // The subject is the realm's default role; its name is the role taken out of it.
  defaultRoleUnassign: {
    name: "default roles: unassign",
    prepare: async (page, realm) => {
      const role = await seedRole(realm, unique("starter"));
      const defaultRole = await json<{ id: string }>(
        `/${realm}/roles/default-roles-${realm.toLowerCase()}`,
      );
      await adminFetch(`/${realm}/roles-by-id/${defaultRole.id}/composites`, {
        method: "POST",
        body: JSON.stringify([{ id: role.id, name: role.name }]),
      });
      await openConsole(page, `${realm}/realm-settings/user-registration`);
      await page.getByRole("button", { name: `Actions for ${role.name}` }).click();
      await page.getByRole("menuitem", { name: "Unassign" }).click();
      return { id: defaultRole.id, name: role.name };
    },
    target: (realm, subject) => target("DELETE", realm, `roles-by-id/${subject.id}/composites$`),
    act: (page) => dialog(page).getByRole("button", { name: "Unassign", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The role could not be unassigned"),
    unchanged: async (realm, subject) => {
      expect(await defaultRoleComposites(realm, subject.id)).toContain(subject.name);
    },
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Unassign", exact: true }).click();
      await expect(toast(page, "The role was unassigned.")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await defaultRoleComposites(realm, subject.id)).not.toContain(subject.name);
    },
  },
} satisfies Record<string, Action>;

type RegistrationAction = keyof typeof registrationActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const registrationFaultCases: [RegistrationAction, FaultName[]][] = [
  ["defaultGroupsList", ["500 with message", "connection reset"]],
  ["defaultGroupAdd", ["503 with message", "offline"]],
  ["defaultGroupRemove", ["502 with error", "connection failed"]],
  ["defaultRoleUnassign", ["503 without body", "401 without body"]],
];
