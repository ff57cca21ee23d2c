import type { Page } from "@playwright/test";
import { expect } from "../roles/roles-helpers";
import { userStorageProviderType } from "../../server/src/testing/ldap-provider";
import { departmentMapper, seedLdapMapper } from "../user-federation/mappers-helpers";
import {
  disableKerberosChallenge,
  seedKerberosProvider,
  storedProviderNamed,
} from "../user-federation/provider-helpers";
import { limitedDirectory } from "./limited-user-federation-mappers";
import { button, type Ids, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * User federation for limited administrators: the list of every kind, the Kerberos list with the
 * deletion of a provider seeded per administrator, one Kerberos provider's settings, and an LDAP
 * provider's settings and mappers tabs. The LDAP provider points at no directory (see
 * `seedLimitedLdapMapper`): its pages open and save without one.
 */

/** The Kerberos provider every administrator opens. */
export const limitedKerberos = "limited-kerberos";

const goneKerberos = (tag: string) => `gone-kerberos-${tag}`;

/**
 * A Kerberos provider that stays out of the way of the realm's other tests: switched off (an
 * enabled one asks its KDC about every new user, and the realm could create none) and with the
 * login page's ticket step off, so limited administrators sign in as usual.
 */
async function seedQuietKerberos(realm: string, name: string): Promise<string> {
  const id = await seedKerberosProvider(realm, name, { enabled: ["false"] });
  await disableKerberosChallenge(realm);
  return id;
}

/** Seeds the provider the pages open; returns the ids the pages need. */
export async function seedLimitedKerberos(realm: string): Promise<Pick<Ids, "kerberosProvider">> {
  return { kerberosProvider: await seedQuietKerberos(realm, limitedKerberos) };
}

const rowMenu = (page: Page, name: string | RegExp) =>
  page.getByRole("grid", { name: "User federation providers" }).getByRole("button", { name });

const deleteKerberos: PageAction = {
  name: "delete a Kerberos provider",
  control: (page) => rowMenu(page, /^Actions for gone-kerberos-/).first(),
  seed: (realm, tag) => seedQuietKerberos(realm, goneKerberos(tag)),
  request: (_ids, _tag, seeded) => ({ method: "DELETE", path: `/components/${seeded}` }),
  press: async (page, tag) => {
    // Providers the administrators before could not delete stay, so this one may be listed on a
    // later page: the search brings it to the first.
    await page
      .getByRole("textbox", { name: "Search User federation providers" })
      .fill(goneKerberos(tag));
    await rowMenu(page, `Actions for ${goneKerberos(tag)}`).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: new RegExp(`Delete provider ${goneKerberos(tag)}\\?`) })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(page.getByText(`Provider ${goneKerberos(tag)} deleted`)).toBeVisible();
  },
};

const goneMapper = (tag: string) => `gone-mapper-${tag}`;

/** A mapper of the limited directory, one per administrator, for the mappers tab's deletion. */
async function seedGoneMapper(realm: string, tag: string): Promise<string> {
  const directory = await storedProviderNamed(realm, limitedDirectory);
  if (directory === undefined) throw new Error(`${limitedDirectory} is not seeded.`);
  return seedLdapMapper(realm, directory.id, departmentMapper(goneMapper(tag)));
}

const deleteLdapMapper: PageAction = {
  name: "delete an LDAP mapper",
  control: (page) =>
    page.getByRole("grid", { name: "LDAP mappers" }).getByRole("button", { name: /^Actions for / }),
  seed: seedGoneMapper,
  request: (_ids, _tag, seeded) => ({ method: "DELETE", path: `/components/${seeded}` }),
  press: async (page, tag) => {
    // The tab lists every administrator's mapper; the search brings this one's to the first page.
    await page.getByRole("textbox", { name: "Search LDAP mappers" }).fill(goneMapper(tag));
    await page.getByRole("button", { name: `Actions for ${goneMapper(tag)}`, exact: true }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: `Delete mapper ${goneMapper(tag)}?` })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(page.getByText(`Mapper ${goneMapper(tag)} deleted`)).toBeVisible();
  },
};

/** The LDAP provider's settings and mappers tabs. */
const ldapProviderPages: BuiltPage[] = [
  {
    name: "LDAP provider settings",
    heading: limitedDirectory,
    route: (ids) => `user-federation/ldap/${ids.ldapProvider}/settings`,
    access: ["view-realm"],
    shown: (page) => page.getByRole("textbox", { name: "Connection URL" }),
    actions: [
      {
        name: "save an LDAP provider",
        control: (page) => button(page, "Save"),
        request: (ids) => ({
          method: "PUT",
          path: `/components/${ids.ldapProvider}`,
          body: {
            name: limitedDirectory,
            providerId: "ldap",
            providerType: userStorageProviderType,
          },
        }),
        press: async (page) => {
          // Each administrator saves a users DN of their own, so every press is a change.
          await page
            .getByRole("textbox", { name: "Users DN" })
            .fill(`ou=people${String(Date.now() % 100_000)},dc=example,dc=test`);
          await button(page, "Save").click();
          await expect(page.getByText("LDAP provider saved.").last()).toBeVisible();
        },
      },
    ],
  },
  {
    name: "LDAP provider mappers",
    heading: limitedDirectory,
    route: (ids) => `user-federation/ldap/${ids.ldapProvider}/mappers`,
    access: ["view-realm"],
    shown: (page) => page.getByRole("grid", { name: "LDAP mappers" }),
    actions: [deleteLdapMapper],
  },
];

export const userFederationPages: BuiltPage[] = [
  {
    name: "user federation",
    heading: "User federation",
    route: () => "user-federation",
    access: ["view-realm"],
    navLink: "User federation",
    shown: (page) => page.getByRole("grid", { name: "User federation providers" }),
  },
  {
    name: "Kerberos providers",
    heading: "Kerberos providers",
    route: () => "user-federation/kerberos",
    access: ["view-realm"],
    shown: (page) => page.getByRole("grid", { name: "User federation providers" }),
    actions: [deleteKerberos],
  },
  {
    name: "Kerberos provider settings",
    heading: limitedKerberos,
    route: (ids) => `user-federation/kerberos/${ids.kerberosProvider}`,
    access: ["view-realm"],
    shown: (page) => page.getByRole("textbox", { name: "Kerberos realm" }),
    actions: [
      {
        name: "save a Kerberos provider",
        control: (page) => button(page, "Save"),
        request: (ids) => ({
          method: "PUT",
          path: `/components/${ids.kerberosProvider}`,
          body: {
            name: limitedKerberos,
            providerId: "kerberos",
            providerType: "org.keycloak.storage.UserStorageProvider",
          },
        }),
        press: async (page) => {
          // Each administrator saves a priority of their own, so every press is a change.
          await page.getByRole("textbox", { name: "Priority" }).fill(String(Date.now() % 100_000));
          await button(page, "Save").click();
          await expect(page.getByText("Provider saved").last()).toBeVisible();
        },
      },
    ],
  },
  ...ldapProviderPages,
];
