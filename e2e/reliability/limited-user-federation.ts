import type { Page } from "@playwright/test";
import { expect } from "../roles/roles-helpers";
import {
  disableKerberosChallenge,
  seedKerberosProvider,
} from "../user-federation/provider-helpers";
import { button, type Ids, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * User federation for limited administrators: the list of every kind, the Kerberos list with the
 * deletion of a provider seeded per administrator, and one Kerberos provider's settings.
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
    await rowMenu(page, `Actions for ${goneKerberos(tag)}`).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: new RegExp(`Delete provider ${goneKerberos(tag)}\\?`) })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(page.getByText(`Provider ${goneKerberos(tag)} deleted`)).toBeVisible();
  },
};

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
];
