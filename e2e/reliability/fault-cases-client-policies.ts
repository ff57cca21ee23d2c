import type { Page } from "@playwright/test";
import { adminFetch } from "../../server/src/testing/admin-api";
import { type Action, save, target, toast } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { unique } from "../support/realms";
import { expect, json } from "../roles/roles-helpers";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the client policies tab: saving a client profile's page, and a policy's
 * switch, which saves at once. The server keeps each list whole, so both write with a PUT of it.
 */

interface Entry {
  name: string;
  description?: string;
  enabled?: boolean;
}

const listOf = async (realm: string, list: "profiles" | "policies") =>
  (await json<Record<string, Entry[] | undefined>>(`/${realm}/client-policies/${list}`))[list] ??
  [];

/** Adds an entry to the realm's list as the server holds it now. */
async function seedEntry(realm: string, list: "profiles" | "policies", entry: Entry) {
  const entries = await listOf(realm, list);
  await adminFetch(`/${realm}/client-policies/${list}`, {
    method: "PUT",
    body: JSON.stringify({ [list]: [...entries, entry] }),
  });
}

const policySwitch = (page: Page, name: string) =>
  page.getByRole("switch", { name: `Policy ${name} enabled` });

const isEnabled = async (realm: string, name: string) =>
  (await listOf(realm, "policies")).find((policy) => policy.name === name)?.enabled;

export const clientPoliciesActions = {
  clientProfileSave: save({
    name: "client profile",
    open: async (realm) => {
      const name = unique("profile");
      await seedEntry(realm, "profiles", { name, description: "before" });
      return { id: name, name, route: `realm-settings/client-policies/${name}/edit-profile` };
    },
    path: () => "client-policies/profiles$",
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    saved: "Client profile saved",
    error: "The client profile could not be saved",
    read: async (realm, subject) =>
      (await listOf(realm, "profiles")).find((profile) => profile.name === subject.name),
  }),
  clientPolicySwitch: {
    name: "client policy: turn off",
    prepare: async (page, realm) => {
      const name = unique("policy");
      await seedEntry(realm, "policies", { name, enabled: true });
      await openConsole(page, `${realm}/realm-settings/client-policies/policies`);
      await expect(policySwitch(page, name)).toBeChecked();
      return { id: name, name };
    },
    target: (realm) => target("PUT", realm, "client-policies/policies$"),
    act: (page, subject) => policySwitch(page, subject.name).press("Space"),
    failure: (page) => toast(page, "The client policy could not be changed"),
    // The switch turns back: nothing was stored.
    kept: (page, subject) => expect(policySwitch(page, subject.name)).toBeChecked(),
    unchanged: async (realm, subject) => {
      expect(await isEnabled(realm, subject.name)).toBe(true);
    },
    retry: async (page, subject) => {
      await policySwitch(page, subject.name).press("Space");
      await expect(toast(page, `Client policy ${subject.name} is now disabled`)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await isEnabled(realm, subject.name)).toBe(false);
    },
  },
} satisfies Record<string, Action>;

type ClientPoliciesAction = keyof typeof clientPoliciesActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const clientPoliciesFaultCases: [ClientPoliciesAction, FaultName[]][] = [
  ["clientProfileSave", ["401 without body", "offline"]],
  ["clientPolicySwitch", ["502 with error", "connection reset"]],
];
