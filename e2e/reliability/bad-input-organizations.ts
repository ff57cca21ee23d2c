import { openConsole } from "../support/fixtures";
import {
  organizationsNamed,
  seedOrganization,
  setOrganizationsEnabled,
  storedOrganization,
  type StoredOrganization,
} from "../organizations/organization-seed";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/** The fields the rows touch, read back from what the server stores. */
const shown = (organization: StoredOrganization | undefined) =>
  organization && {
    Name: organization.name,
    "Domain 1": organization.domains?.[0]?.name,
    "Redirect URL": organization.redirectUrl,
  };

/** Another organization of the realm, whose name and domain the server refuses to give twice. */
const seedHolder = async (realm: string) => {
  await setOrganizationsEnabled(realm, true);
  await seedOrganization(realm, { name: "Holder", domains: [{ name: "held.test" }] });
};

export const organizationsForms = {
  "create organization": {
    submit: "Create",
    good: () => ({
      Name: "GoodCo",
      "Domain 1": "good.test",
      "Redirect URL": "https://good.test/home",
    }),
    open: async (page, realm) => {
      await seedHolder(realm);
      await openConsole(page, `${realm}/organizations/new`);
      return { stored: async () => shown((await organizationsNamed(realm, "GoodCo"))[0]) };
    },
  },
  "organization settings": {
    submit: "Save",
    good: () => ({
      Name: "SettledCo",
      "Domain 1": "settled.test",
      "Redirect URL": "https://settled.test/home",
    }),
    open: async (page, realm) => {
      await seedHolder(realm);
      const id = await seedOrganization(realm, {
        name: "BeforeCo",
        domains: [{ name: "before.test" }],
      });
      await openConsole(page, `${realm}/organizations/${id}/settings`);
      return { stored: async () => shown(await storedOrganization(realm, id)) };
    },
  },
} satisfies Record<string, BadInputForm>;

type FormName = keyof typeof organizationsForms;

const rows = (form: FormName): BadInput[] => [
  { form, field: "Name", value: "", message: "This field is required.", by: "console" },
  { form, field: "Name", value: "   ", message: "Enter a name, not only spaces.", by: "console" },
  {
    form,
    field: "Name",
    value: "x".repeat(256),
    message: "Enter at most 255 characters.",
    by: "console",
  },
  {
    form,
    field: "Domain 1",
    value: "not a domain",
    message: "Enter a domain such as example.com.",
    by: "console",
  },
  {
    form,
    field: "Redirect URL",
    value: "javascript:alert(1)",
    message: "Enter an address starting with http:// or https://.",
    by: "console",
  },
  {
    form,
    field: "Name",
    value: "Holder",
    message: "Another organization of this realm has this name.",
    by: "server",
  },
  {
    form,
    field: "Domain 1",
    value: "held.test",
    message: "Another organization of this realm has this domain.",
    by: "server",
  },
];

/** The section's forms and rows: creating an organization and its settings. */
export const organizationsInputs: BadInput[] = [
  ...rows("create organization"),
  ...rows("organization settings"),
  {
    form: "create organization",
    field: "Alias",
    value: "a b/c",
    message: "Use only letters, digits, dots, hyphens and underscores.",
    by: "console",
  },
];
