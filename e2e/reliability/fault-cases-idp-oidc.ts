import type { Page } from "@playwright/test";
import { keycloakUrl } from "../../server/src/keycloak-url";
import {
  discoveryUrl,
  expect,
  seedProvider,
  storedProvider,
} from "../identity-providers/oidc-helpers";
import { openConsole } from "../support/admin-session";
import { type Action, save, target, toast } from "../support/faults";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of adding an identity provider and its settings: creating one, saving its
 * settings, and reading a discovery document into the add form.
 */

const seedOidc = async (realm: string, alias: string) => {
  await seedProvider(realm, {
    alias,
    providerId: "oidc",
    config: {
      clientId: "partner",
      clientSecret: "partner-secret",
      authorizationUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/auth`,
      tokenUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`,
    },
  });
};

const displayName = (page: Page) => page.getByRole("textbox", { name: "Display name" });
const discovery = (page: Page) => page.getByRole("textbox", { name: "Discovery endpoint" });

/** Opens the add page of an OpenID Connect provider with everything but the display name typed. */
async function openFilledAddPage(page: Page, realm: string, alias: string): Promise<void> {
  await openConsole(page, `${realm}/identity-providers/oidc/add`);
  await page.getByRole("textbox", { name: "Alias" }).fill(alias);
  const endpoint = `${keycloakUrl()}/realms/${realm}/protocol/openid-connect`;
  await page.getByRole("textbox", { name: "Authorization URL" }).fill(`${endpoint}/auth`);
  await page.getByRole("textbox", { name: "Token URL" }).fill(`${endpoint}/token`);
  await page.getByRole("textbox", { name: "Client ID" }).fill("partner");
  await page.getByRole("textbox", { name: "Client secret" }).fill("partner-secret");
}

export const idpOidcActions = {
  identityProviderSave: save({
    name: "identity provider settings",
    open: async (realm) => {
      const alias = unique("idp");
      await seedOidc(realm, alias);
      return { id: alias, name: alias, route: `identity-providers/oidc/${alias}/settings` };
    },
    path: (subject) => `identity-provider/instances/${subject.id}$`,
    field: displayName,
    saved: "Identity provider settings saved",
    error: "The identity provider settings could not be saved",
    read: (realm, subject) => storedProvider(realm, subject.id),
  }),

  identityProviderCreate: {
    name: "identity provider: add",
    prepare: async (page, realm) => {
      const alias = unique("idp");
      await openFilledAddPage(page, realm, alias);
      return { id: alias, name: alias, typed: unique("typed") };
    },
    target: (realm) => target("POST", realm, "identity-provider/instances$"),
    act: async (page, subject) => {
      await displayName(page).fill(subject.typed ?? "");
      await page.getByRole("button", { name: "Add", exact: true }).click();
    },
    failure: (page) => toast(page, "The identity provider could not be added"),
    kept: (page, subject) => expect(displayName(page)).toHaveValue(subject.typed ?? ""),
    unchanged: async (realm, subject) => {
      expect(await storedProvider(realm, subject.id)).toBeUndefined();
    },
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/identity-providers/oidc/${subject.id}/settings$`));
    },
    stored: async (realm, subject) => {
      expect((await storedProvider(realm, subject.id))?.displayName).toBe(subject.typed);
    },
  },

  identityProviderImport: {
    name: "identity provider: discovery import",
    prepare: async (page, realm) => {
      const alias = unique("idp");
      await openConsole(page, `${realm}/identity-providers/oidc/add`);
      await page.getByRole("textbox", { name: "Alias" }).fill(alias);
      return { id: alias, name: alias, typed: discoveryUrl(realm) };
    },
    target: (realm) => target("POST", realm, "identity-provider/import-config$"),
    act: async (page, subject) => {
      await discovery(page).fill(subject.typed ?? "");
      await page.getByRole("button", { name: "Import", exact: true }).click();
    },
    // The failure shows under the address field, with the server's or the browser's reason.
    failure: (page) =>
      page
        .getByRole("group")
        .filter({ has: discovery(page) })
        .getByText(/The metadata could not be read/),
    kept: async (page, subject) => {
      await expect(discovery(page)).toHaveValue(subject.typed ?? "");
      await expect(page.getByRole("textbox", { name: "Alias" })).toHaveValue(subject.id);
    },
    unchanged: async (realm, subject) => {
      expect(await storedProvider(realm, subject.id)).toBeUndefined();
    },
    retry: async (page) => {
      await page.getByRole("button", { name: "Import", exact: true }).click();
      await expect(page.getByRole("textbox", { name: "Token URL" })).toHaveValue(/\/token$/);
    },
    // Reading metadata stores nothing: the provider exists only once the form is added.
    stored: async (realm, subject) => {
      expect(await storedProvider(realm, subject.id)).toBeUndefined();
    },
  },
} satisfies Record<string, Action>;

type IdpOidcAction = keyof typeof idpOidcActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const idpOidcFaultCases: [IdpOidcAction, FaultName[]][] = [
  ["identityProviderSave", ["timeout", "401 with error"]],
  ["identityProviderCreate", ["503 with message", "connection reset"]],
  ["identityProviderImport", ["502 with error", "offline"]],
];
