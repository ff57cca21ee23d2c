import { type Action, listLoad, remove, save } from "../support/faults";
import {
  seedKeyProvider,
  storedKeyProvider,
  storedKeyProviders,
} from "../realm-settings/keys-helpers";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the realm settings' keys tab: loading the keys list, saving a key provider's
 * settings and deleting a provider. The providers seeded are HMAC ones: quick to generate.
 */

const seedHmac = (realm: string, name: string) =>
  seedKeyProvider(realm, name, "hmac-generated", { priority: ["1"] });

export const keysActions = {
  keysList: listLoad("key list", "realm-settings/keys/list", "keys$", seedHmac),

  keyProviderSave: save({
    name: "key provider",
    open: async (realm) => {
      const name = unique("provider");
      const id = await seedHmac(realm, name);
      return { id, name, route: `realm-settings/keys/providers/${id}/hmac-generated/settings` };
    },
    path: (subject) => `components/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Name", exact: true }),
    saved: "Key provider saved",
    error: "The key provider could not be saved",
    read: async (realm, subject) =>
      (await storedKeyProviders(realm)).find((provider) => provider.id === subject.id),
  }),

  keyProviderDelete: remove({
    name: "key provider",
    seed: seedHmac,
    route: () => "realm-settings/keys/providers",
    path: (subject) => `components/${subject.id}$`,
    open: async (page, subject) => {
      await page.getByRole("button", { name: `Actions for ${subject.name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
    },
    error: "The key provider could not be deleted",
    done: (subject) => `Key provider ${subject.name} deleted`,
    exists: async (realm, subject) => (await storedKeyProvider(realm, subject.name)) !== undefined,
  }),
} satisfies Record<string, Action>;

type KeysAction = keyof typeof keysActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const keysFaultCases: [KeysAction, FaultName[]][] = [
  ["keysList", ["503 with message", "connection failed"]],
  ["keyProviderSave", ["500 with message", "offline"]],
  ["keyProviderDelete", ["502 without body", "connection reset"]],
];
