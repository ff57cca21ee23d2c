import type { Page } from "@playwright/test";
import { startLdapServer, type LdapServer } from "../../server/src/testing/ldap-server";
import { type Action, listLoad, remove, save, target } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { seedLdapProvider, storedLdapProvider } from "../user-federation/ldap-helpers";
import {
  expect,
  sampleStoreKind,
  seedKerberosProvider,
  seedSampleStore,
  storedProviderNamed,
  storedProviders,
} from "../user-federation/provider-helpers";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of user federation: loading the providers list (one request for every kind),
 * saving a Kerberos provider and a custom one (the test server's sample kind), deleting one from
 * the list, and an LDAP provider's connection
 * tests. Kerberos providers need no directory, so they are quick to seed; each connection test
 * starts a directory of its own, so that the retry really reaches one.
 */

/** The directories the connection tests started, by the provider that uses each. */
const directories = new Map<string, LdapServer>();

// A case that fails before its last step leaves its directory running; the worker's end stops it.
process.once("exit", () => {
  for (const directory of directories.values()) {
    try {
      process.kill(directory.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
});

/** What each connection test's provider held when seeded: a test stores nothing. */
const seededSettings = new Map<string, string>();

const storedSettings = async (realm: string, id: string) =>
  JSON.stringify((await storedLdapProvider(realm, id)).config);

/**
 * An LDAP provider's "Test connection" or "Test authentication". The stored provider lacks one
 * setting the test needs (`seed`); the administrator types it (`field`, `typed`) and presses the
 * button. The test sends the form's settings and stores nothing.
 */
function connectionTest(options: {
  button: "Test connection" | "Test authentication";
  failed: string;
  succeeded: string;
  field: string;
  seed: (directory: LdapServer) => Record<string, string>;
  typed: (directory: LdapServer) => string;
}): Action {
  const field = (page: Page) => page.getByRole("textbox", { name: options.field, exact: true });
  const press = (page: Page) => page.getByRole("button", { name: options.button, exact: true });
  const outcome = (page: Page, title: string) =>
    page.getByRole("heading", { name: title }).locator("..");
  const untouched = async (realm: string, id: string) => {
    expect(await storedSettings(realm, id)).toBe(seededSettings.get(id));
  };
  return {
    name: `LDAP provider: ${options.button.toLowerCase()}`,
    prepare: async (page, realm) => {
      const directory = await startLdapServer();
      const name = unique("tested-ldap");
      const id = await seedLdapProvider(realm, name, {
        connectionUrl: directory.url,
        bindDn: directory.bindDn,
        bindCredential: directory.bindPassword,
        usersDn: directory.usersDn,
        ...options.seed(directory),
      });
      directories.set(id, directory);
      seededSettings.set(id, await storedSettings(realm, id));
      await openConsole(page, `${realm}/user-federation/ldap/${id}/settings`);
      await expect(field(page)).toBeEditable();
      return { id, name, typed: options.typed(directory) };
    },
    target: (realm) => target("POST", realm, "testLDAPConnection"),
    act: async (page, subject) => {
      await field(page).fill(subject.typed ?? "");
      await press(page).click();
    },
    failure: (page) => outcome(page, options.failed),
    kept: (page, subject) => expect(field(page)).toHaveValue(subject.typed ?? ""),
    unchanged: (realm, subject) => untouched(realm, subject.id),
    retry: async (page) => {
      await press(page).click();
      await expect(outcome(page, options.succeeded)).toBeVisible();
      await expect(outcome(page, options.failed)).toHaveCount(0);
    },
    stored: async (realm, subject) => {
      await untouched(realm, subject.id);
      await directories.get(subject.id)?.stop();
      directories.delete(subject.id);
    },
  };
}

/**
 * A Kerberos provider switched off: an enabled one asks its (absent) KDC about every user the
 * realm creates, and the other cases of the realm could then create none.
 */
const seedQuietKerberos = (realm: string, name: string) =>
  seedKerberosProvider(realm, name, { enabled: ["false"] });

export const userFederationFaultActions = {
  userFederationList: listLoad(
    "user federation provider",
    "user-federation",
    "components\\?type=",
    seedQuietKerberos,
  ),

  kerberosProviderSave: save({
    name: "Kerberos provider",
    open: async (realm) => {
      const name = unique("kerberos");
      const id = await seedQuietKerberos(realm, name);
      return { id, name, route: `user-federation/kerberos/${id}` };
    },
    path: (subject) => `components/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Kerberos realm" }),
    saved: "Provider saved",
    error: "The provider could not be saved",
    read: async (realm, subject) =>
      (await storedProviders(realm)).find((provider) => provider.id === subject.id),
  }),

  // A custom provider's page, built from what the server says of the kind's settings.
  customProviderSave: save({
    name: "custom user-storage provider",
    open: async (realm) => {
      const name = unique("custom");
      const id = await seedSampleStore(realm, name);
      return { id, name, route: `user-federation/${sampleStoreKind}/${id}` };
    },
    path: (subject) => `components/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Allowed domains, value 1" }),
    saved: "Provider saved",
    error: "The provider could not be saved",
    read: async (realm, subject) =>
      (await storedProviders(realm)).find((provider) => provider.id === subject.id),
  }),

  userFederationDelete: remove({
    name: "user federation provider",
    seed: seedQuietKerberos,
    route: (name) => `user-federation?search=${name}`,
    path: (subject) => `components/${subject.id}$`,
    open: async (page, subject) => {
      await page.getByRole("button", { name: `Actions for ${subject.name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
    },
    error: "The provider could not be deleted",
    done: (subject) => `Provider ${subject.name} deleted`,
    exists: async (realm, subject) =>
      (await storedProviderNamed(realm, subject.name)) !== undefined,
  }),

  // The stored address reaches nothing; the administrator types the directory's.
  ldapConnectionTest: connectionTest({
    button: "Test connection",
    failed: "The server could not reach the directory.",
    succeeded: "The server reached the directory.",
    field: "Connection URL",
    seed: () => ({ connectionUrl: "ldap://127.0.0.1:1" }),
    typed: (directory) => directory.url,
  }),
  // The stored credential is stale; the administrator types the right one over the mask. (With
  // a changed address the server would not use a stored credential at all.)
  ldapAuthenticationTest: connectionTest({
    button: "Test authentication",
    failed: "The server could not sign in to the directory.",
    succeeded: "The server signed in to the directory with these credentials.",
    field: "Bind credential",
    seed: () => ({ bindCredential: "stale-credential" }),
    typed: (directory) => directory.bindPassword,
  }),
} satisfies Record<string, Action>;

type UserFederationAction = keyof typeof userFederationFaultActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const userFederationFaultCases: [UserFederationAction, FaultName[]][] = [
  ["userFederationList", ["connection failed", "401 without body"]],
  ["kerberosProviderSave", ["500 with message", "timeout"]],
  ["customProviderSave", ["connection reset", "401 without body"]],
  ["userFederationDelete", ["502 without body", "connection reset"]],
  ["ldapConnectionTest", ["500 with message", "connection reset"]],
  ["ldapAuthenticationTest", ["500 with message", "timeout"]],
];
