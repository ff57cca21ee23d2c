import { keycloakUrl } from "../../server/src/keycloak-url";
import type { Page } from "@playwright/test";
import { expect, storedProvider } from "../identity-providers/oidc-helpers";
import { button, type PageAction } from "./limited-actions";

/**
 * The actions of adding an OpenID Connect provider (manage-identity-providers) and of saving a
 * provider's settings (manage-identity-providers; the tab shows with view-identity-providers).
 */

const providerConfig = (realm: string) => ({
  clientId: "partner",
  clientSecret: "partner-secret",
  authorizationUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/auth`,
  tokenUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`,
});

/**
 * Saves the settings of the provider every administrator opens (`alias`) with a new client id,
 * leaving the display name its page is known by.
 */
export const saveProviderSettings = (alias: string): PageAction => ({
  name: "save an identity provider's settings",
  control: (page) => button(page, "Save"),
  request: () => ({
    method: "PUT",
    path: `/identity-provider/instances/${alias}`,
    body: { alias, providerId: "oidc", displayName: "refused" },
  }),
  press: async (page, tag) => {
    await page.getByRole("textbox", { name: "Client ID" }).fill(`saved-by-${tag}`);
    await button(page, "Save").click();
    await expect(page.getByText("Identity provider settings saved")).toBeVisible();
    await expect
      .poll(async () => (await storedProvider(realmOf(page), alias))?.config["clientId"])
      .toBe(`saved-by-${tag}`);
  },
});

const realmOf = (page: Page) => new URL(page.url()).hash.split("/")[1] ?? "";

export const addProvider: PageAction = {
  name: "add an identity provider",
  control: (page) => button(page, "Add"),
  request: (_ids, tag) => ({
    method: "POST",
    path: "/identity-provider/instances",
    body: { alias: `refused-${tag}`, providerId: "oidc", config: {} },
  }),
  press: async (page, tag) => {
    const config = providerConfig(realmOf(page));
    await page.getByRole("textbox", { name: "Alias" }).fill(`added-${tag}`);
    await page.getByRole("textbox", { name: "Authorization URL" }).fill(config.authorizationUrl);
    await page.getByRole("textbox", { name: "Token URL" }).fill(config.tokenUrl);
    await page.getByRole("textbox", { name: "Client ID" }).fill(config.clientId);
    await page.getByRole("textbox", { name: "Client secret" }).fill(config.clientSecret);
    await button(page, "Add").click();
    await expect(page.getByText(`Identity provider added-${tag} added`)).toBeVisible();
  },
};
