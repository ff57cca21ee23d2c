import { type Action, listLoad, remove, save } from "../support/faults";
import {
  seedKerberosProvider,
  storedProviderNamed,
  storedProviders,
} from "../user-federation/provider-helpers";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of user federation: loading the providers list (one request for every kind),
 * saving a Kerberos provider and deleting one from the list. Kerberos providers need no
 * directory, so they are quick to seed.
 */

export const userFederationFaultActions = {
  userFederationList: listLoad(
    "user federation provider",
    "user-federation",
    "components\\?type=",
    seedKerberosProvider,
  ),

  kerberosProviderSave: save({
    name: "Kerberos provider",
    open: async (realm) => {
      const name = unique("kerberos");
      const id = await seedKerberosProvider(realm, name);
      return { id, name, route: `user-federation/kerberos/${id}` };
    },
    path: (subject) => `components/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Kerberos realm" }),
    saved: "Provider saved",
    error: "The provider could not be saved",
    read: async (realm, subject) =>
      (await storedProviders(realm)).find((provider) => provider.id === subject.id),
  }),

  userFederationDelete: remove({
    name: "user federation provider",
    seed: seedKerberosProvider,
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
} satisfies Record<string, Action>;

type UserFederationAction = keyof typeof userFederationFaultActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const userFederationFaultCases: [UserFederationAction, FaultName[]][] = [
  ["userFederationList", ["503 with message", "connection failed", "401 without body"]],
  ["kerberosProviderSave", ["500 with message", "timeout", "offline"]],
  ["userFederationDelete", ["502 without body", "connection reset", "401 with error"]],
];
