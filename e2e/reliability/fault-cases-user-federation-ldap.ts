import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, openConsole } from "../support/fixtures";
import { save, target, toast, type Action } from "../support/faults";
import { chooseFromMenu } from "../support/menus";
import { unique } from "../support/realms";
import { seedLdapProvider, storedLdapProvider } from "../user-federation/ldap-helpers";
import type { FaultName } from "./fault-cases";

/**
 * The LDAP provider page's save and synchronisation. The providers are disabled and point nowhere
 * (see `seedLdapProvider`): the server stores them, and synchronises a disabled one as nothing to
 * do, so each retry succeeds without a directory.
 */

const chooseAction = (page: Page, name: string) =>
  chooseFromMenu(
    page.getByRole("button", { name: "Provider actions" }),
    page.getByRole("menuitem", { name }),
  );

const exists = async (realm: string, id: string) => {
  const response = await adminFetch(
    `/${realm}/components?type=org.keycloak.storage.UserStorageProvider`,
  );
  return ((await response.json()) as { id: string }[]).some((provider) => provider.id === id);
};

const syncedUsers = "Synchronisation finished: 0 added, 0 updated, 0 removed, 0 failed.";

export const ldapFaultActions = {
  ldapProviderSave: save({
    name: "LDAP provider",
    open: async (realm) => {
      const name = unique("faulty-ldap");
      const id = await seedLdapProvider(realm, name);
      return { id, name, route: `user-federation/ldap/${id}/settings` };
    },
    path: (subject) => `components/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Users DN" }),
    saved: "LDAP provider saved.",
    error: "The LDAP provider could not be saved.",
    read: (realm, subject) => storedLdapProvider(realm, subject.id),
  }),

  ldapProviderSync: {
    name: "LDAP provider: synchronise all users",
    prepare: async (page, realm) => {
      const name = unique("synced-ldap");
      const id = await seedLdapProvider(realm, name);
      await openConsole(page, `${realm}/user-federation/ldap/${id}`);
      await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
      return { id, name };
    },
    target: (realm, subject) => target("POST", realm, `user-storage/${subject.id}/sync`),
    act: (page) => chooseAction(page, "Synchronise all users"),
    failure: (page) => toast(page, "The users could not be synchronised."),
    // Nothing is typed; the provider is still there, untouched, before and after.
    unchanged: async (realm, subject) => {
      expect(await exists(realm, subject.id)).toBe(true);
    },
    retry: async (page) => {
      await chooseAction(page, "Synchronise all users");
      await expect(toast(page, syncedUsers)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await exists(realm, subject.id)).toBe(true);
    },
  },
} satisfies Record<string, Action>;

export const ldapFaultCases: [keyof typeof ldapFaultActions, FaultName[]][] = [
  ["ldapProviderSave", ["401 without body", "offline"]],
  ["ldapProviderSync", ["502 without body", "connection failed"]],
];
