import type { Page } from "@playwright/test";
import { seedKeyProvider } from "../realm-settings/keys-helpers";
import { expect } from "../roles/roles-helpers";
import { button, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * The realm settings' keys tab for limited administrators: the keys list, and the providers with
 * the deletion of one seeded per administrator (an HMAC provider, quick to generate), and one
 * provider's settings page.
 */

/** The key provider every administrator opens the settings of. */
export const limitedKeyProvider = "limited-hmac";

const goneProvider = (tag: string) => `gone-key-${tag}`;
const providerMenu = (page: Page, name: string | RegExp) =>
  page.getByRole("grid", { name: "Key providers" }).getByRole("button", { name });

const deleteKeyProvider: PageAction = {
  name: "delete a key provider",
  control: (page) => providerMenu(page, /^Actions for gone-key-/).first(),
  seed: (realm, tag) =>
    seedKeyProvider(realm, goneProvider(tag), "hmac-generated", { priority: ["1"] }),
  request: (_ids, _tag, seeded) => ({ method: "DELETE", path: `/components/${seeded}` }),
  press: async (page, tag) => {
    await providerMenu(page, `Actions for ${goneProvider(tag)}`).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page
      .getByRole("dialog", { name: /Delete the key provider\?/ })
      .getByRole("button", { name: "Delete", exact: true })
      .click();
    await expect(page.getByText(`Key provider ${goneProvider(tag)} deleted`)).toBeVisible();
  },
};

export const keysPages: BuiltPage[] = [
  {
    name: "realm keys list",
    heading: "Realm settings",
    route: () => "realm-settings/keys/list",
    access: ["view-realm"],
    shown: (page) => page.getByRole("grid", { name: "Realm keys" }),
  },
  {
    name: "realm key providers",
    heading: "Realm settings",
    route: () => "realm-settings/keys/providers",
    access: ["view-realm"],
    shown: (page) => page.getByRole("grid", { name: "Key providers" }),
    actions: [deleteKeyProvider],
  },
  {
    name: "key provider settings",
    heading: limitedKeyProvider,
    route: (ids) => `realm-settings/keys/providers/${ids.keyProvider}/hmac-generated/settings`,
    access: ["view-realm"],
    shown: (page) => page.getByRole("textbox", { name: /^Priority/ }),
    actions: [
      {
        name: "save a key provider",
        control: (page) => button(page, "Save"),
        request: (ids) => ({
          method: "PUT",
          path: `/components/${ids.keyProvider}`,
          body: { name: limitedKeyProvider, providerId: "hmac-generated" },
        }),
        press: async (page) => {
          // Each administrator saves a priority of their own, so every press is a change.
          await page.getByRole("textbox", { name: /^Priority/ }).fill(String(Date.now() % 100_000));
          await button(page, "Save").click();
          await expect(page.getByText("Key provider saved").last()).toBeVisible();
        },
      },
    ],
  },
];
