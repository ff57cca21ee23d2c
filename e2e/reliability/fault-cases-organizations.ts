import { type Action, listLoad, remove, save } from "../support/faults";
import {
  organizationExists,
  seedOrganization,
  setOrganizationsEnabled,
  storedOrganization,
} from "../organizations/organization-seed";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of the organizations section: loading the list, deleting an organization from
 * it and saving its settings. The realm has organizations switched on first.
 */

const seedNamed = async (realm: string, name: string) => {
  await setOrganizationsEnabled(realm, true);
  return seedOrganization(realm, { name, domains: [{ name: `${name}.test` }] });
};

export const organizationsFaultActions = {
  organizationsList: listLoad("organizations", "organizations", "organizations\\?", seedNamed),

  organizationDelete: remove({
    name: "organization",
    seed: seedNamed,
    route: (name) => `organizations?search=${name}`,
    path: (subject) => `organizations/${subject.id}$`,
    open: async (page, subject) => {
      await page.getByRole("button", { name: `Actions for ${subject.name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
    },
    error: "The organization could not be deleted",
    done: (subject) => `Organization ${subject.name} deleted`,
    exists: (realm, subject) => organizationExists(realm, subject.id),
  }),

  organizationSettingsSave: save({
    name: "organization settings",
    open: async (realm) => {
      const name = unique("org-settings");
      const id = await seedNamed(realm, name);
      return { id, name, route: `organizations/${id}/settings` };
    },
    path: (subject) => `organizations/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Description" }),
    saved: "Organization saved",
    error: "The organization could not be saved",
    read: (realm, subject) => storedOrganization(realm, subject.id),
  }),
} satisfies Record<string, Action>;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const organizationsFaultCases: [keyof typeof organizationsFaultActions, FaultName[]][] = [
  ["organizationsList", ["500 with message", "connection reset"]],
  ["organizationDelete", ["503 with message", "offline"]],
  ["organizationSettingsSave", ["502 without body", "connection failed"]],
];
