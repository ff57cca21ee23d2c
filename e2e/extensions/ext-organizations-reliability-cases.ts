import type { Page } from "@playwright/test";
import { type Action, deleteFromRow, listLoad, remove, save, type Target } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { unique } from "../support/realms";
import type { FaultName } from "../reliability/fault-cases";
import type { DraftForm } from "../reliability/draft-forms";
import type { BadInput } from "../reliability/bad-input-cases";
import type { BadInputForm } from "../reliability/bad-input-form";
import { button } from "../reliability/limited-actions";
import type { BuiltPage } from "../reliability/limited-page";
import { extOrgs, seedExtOrganization, storedExtOrganization } from "./ext-organizations-helpers";

/**
 * The extension's organizations as rows of the reliability suite's families. Its API lives under
 * `/realms/{realm}/orgs`, not the admin API, so the actions name their own requests.
 */
const orgsApi = (realm: string, rest: string): RegExp => new RegExp(`/realms/${realm}/orgs${rest}`);
const orgsTarget = (method: Target["method"], realm: string, rest: string): Target => ({
  method,
  url: orgsApi(realm, rest),
});

/** The organization as the extension stores it. */
const storedById = async (realm: string, orgId: string) =>
  (await extOrgs()).findOne({ realm, orgId });

const list = listLoad("extension organizations", "ext-organizations", "", (realm, name) =>
  seedExtOrganization(realm, { name }),
);

export const extOrganizationsFaultActions = {
  // The list reads a page of organizations (`GET /orgs?first=…`), and its count (`/orgs/count`).
  extOrganizationsList: { ...list, target: (realm) => orgsTarget("GET", realm, "\\?") },
  extOrganizationSave: {
    ...save({
      name: "extension organization settings",
      open: async (realm) => {
        const name = unique("settings");
        const id = await seedExtOrganization(realm, { name, displayName: "Before" });
        return { id, name, route: `ext-organizations/${id}/settings` };
      },
      path: () => "",
      field: (page) => page.getByRole("textbox", { name: "Display name", exact: true }),
      saved: "Organization saved",
      error: "The organization could not be saved",
      read: (realm, subject) => storedById(realm, subject.id),
    }),
    target: (realm, subject) => orgsTarget("PUT", realm, `/${subject.id}$`),
  },
  extOrganizationDelete: {
    ...remove({
      name: "extension organization",
      seed: (realm, name) => seedExtOrganization(realm, { name }),
      route: (name) => `ext-organizations?search=${name}`,
      path: () => "",
      open: deleteFromRow,
      error: "The organization could not be deleted",
      done: (subject) => `Organization ${subject.name} deleted`,
      exists: async (realm, subject) =>
        (await storedExtOrganization(realm, subject.name)) !== undefined,
    }),
    target: (realm, subject) => orgsTarget("DELETE", realm, `/${subject.id}$`),
  },
} satisfies Record<string, Action>;

/**
 * Each action against the fault it meets: the list against a server that answers with Keycloak's
 * error body and against one that never answers, the save and the delete one of each kind too.
 */
export const extOrganizationsFaultCases: [keyof typeof extOrganizationsFaultActions, FaultName][] =
  [
    ["extOrganizationsList", "503 with message"],
    ["extOrganizationsList", "timeout"],
    ["extOrganizationSave", "502 with error"],
    ["extOrganizationDelete", "connection reset"],
  ];

/** The settings tab's display name, typed when the session ends. */
export const extOrganizationsDraftForm: DraftForm = {
  name: "extension organization settings",
  field: (page) => page.getByRole("textbox", { name: "Display name", exact: true }),
  seed: async (realm, index) => {
    const id = await seedExtOrganization(realm, {
      name: `drafted-${String(index)}`,
      displayName: "before",
    });
    return {
      route: `${realm}/ext-organizations/${id}/settings`,
      stored: async () => (await storedById(realm, id))?.displayName,
    };
  },
};

/** The organization the limited administrators' pages open. */
export const limitedOrgName = "limited-org";

/**
 * The list and the settings tab. The routes open with query-clients and view-clients (the
 * specification's), and the extension shows organizations with view-organizations and changes
 * them with manage-organizations, which the pages ask for beyond the route's.
 */
export const extOrganizationsPages: BuiltPage[] = [
  {
    name: "extension organizations",
    heading: "Organizations",
    route: () => "ext-organizations",
    access: ["query-clients"],
    navLink: "Organization list",
    navAlsoNeeds: ["view-organizations"],
    serverNeeds: ["view-organizations"],
    shown: (page) => page.getByRole("grid").getByRole("link", { name: limitedOrgName }),
    actions: [
      {
        name: "create an organization",
        control: (page) => button(page, "Create organization"),
        request: () => ({ method: "POST", path: "", body: { name: "refused-org" } }),
        press: () => Promise.reject(new Error("not offered to these administrators")),
      },
      {
        name: "delete an organization",
        control: (page) => page.getByRole("button", { name: `Actions for ${limitedOrgName}` }),
        request: (ids) => ({ method: "DELETE", path: `/${ids.organization}` }),
        press: () => Promise.reject(new Error("not offered to these administrators")),
      },
    ],
  },
  {
    name: "extension organization settings",
    heading: limitedOrgName,
    route: (ids) => `ext-organizations/${ids.organization}/settings`,
    access: ["view-clients"],
    serverNeeds: ["view-organizations"],
    shown: (page) => page.getByRole("textbox", { name: "Display name", exact: true }),
    actions: [
      {
        name: "save the organization",
        control: (page) => button(page, "Save"),
        request: (ids) => ({
          method: "PUT",
          path: `/${ids.organization}`,
          body: { name: limitedOrgName, displayName: "refused" },
        }),
        press: () => Promise.reject(new Error("not offered to these administrators")),
      },
    ],
  },
];

/** Sets of rights: read-only with view-organizations, and none of the organizations' rights. */
export const extOrganizationsGrants: string[][] = [
  ["query-clients", "view-clients", "view-organizations"],
  ["query-clients", "view-clients"],
];

const good = (name: string): Record<string, string> => ({
  Name: name,
  "Display name": `Shown ${name}`,
  URL: `https://${name}.test`,
  "Domains, value 1": `${name}.test`,
});

const storedFields = async (realm: string, name: string) => {
  const stored = await storedExtOrganization(realm, name);
  if (stored === undefined) return undefined;
  return {
    Name: stored.name,
    "Display name": stored.displayName,
    URL: stored.url,
    "Domains, value 1": stored.domains?.[0],
  };
};

/** A name the test opens the dialog with, taken by the organization the forms' realm holds. */
export const takenName = "taken-org";

/** The forms share the spec file's realm: the taken name is stored once. */
async function seedTaken(realm: string): Promise<void> {
  if ((await storedExtOrganization(realm, takenName)) === undefined)
    await seedExtOrganization(realm, { name: takenName }).catch(async (error: unknown) => {
      // The other form's test stored it meanwhile.
      if ((await storedExtOrganization(realm, takenName)) === undefined) throw error;
    });
}

const createName = unique("created");
const settingsName = unique("edited");

export const extOrganizationsBadInputForms = {
  "extension organization create": {
    submit: "Create",
    good: () => good(createName),
    open: async (page: Page, realm: string) => {
      await seedTaken(realm);
      await openConsole(page, `${realm}/ext-organizations`);
      await page.getByRole("button", { name: "Create organization" }).click();
      return { stored: () => storedFields(realm, createName) };
    },
  },
  "extension organization settings": {
    submit: "Save",
    good: () => good(settingsName),
    open: async (page: Page, realm: string) => {
      await seedTaken(realm);
      const id = await seedExtOrganization(realm, { name: unique("before") });
      await openConsole(page, `${realm}/ext-organizations/${id}/settings`);
      await page.getByRole("textbox", { name: "Name", exact: true }).waitFor();
      return { stored: () => storedFields(realm, settingsName) };
    },
  },
} satisfies Record<string, BadInputForm>;

type FormName = keyof typeof extOrganizationsBadInputForms;

const tooLong = "x".repeat(256);
const tooLongMessage = "Enter at most 255 characters.";

/** Each form's rows: the same bad values, refused the same way, in the dialog and on the tab. */
export const extOrganizationsBadInputs = (
  Object.keys(extOrganizationsBadInputForms) as FormName[]
).flatMap((form): (Omit<BadInput, "form"> & { form: FormName })[] => [
  { form, field: "Name", value: "", message: "This field is required.", by: "console" },
  { form, field: "Name", value: "   ", message: "Enter a name.", by: "console" },
  { form, field: "Name", value: tooLong, message: tooLongMessage, by: "console" },
  { form, field: "Display name", value: tooLong, message: tooLongMessage, by: "console" },
  {
    form,
    field: "URL",
    value: "acme.test",
    message: "Enter an http or https address.",
    by: "console",
  },
  {
    form,
    field: "URL",
    value: "javascript:alert(1)",
    message: "Enter an http or https address.",
    by: "console",
  },
  {
    form,
    field: "Domains, value 1",
    value: "not a domain",
    message: "Enter domain names such as example.com.",
    by: "console",
  },
  {
    form,
    field: "Name",
    value: takenName,
    message: "Another organization already has this name.",
    by: "server",
  },
]);
