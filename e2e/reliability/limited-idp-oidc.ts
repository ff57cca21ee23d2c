import { keycloakUrl } from "../../server/src/keycloak-url";
import { expect, storedProvider, seedProvider } from "../identity-providers/oidc-helpers";
import { button, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";

/**
 * Adding an OpenID Connect provider and an existing provider's settings tab, for limited
 * administrators: the add page needs manage-identity-providers, the settings tab
 * view-identity-providers, and its save manage-identity-providers.
 */

/** The provider every administrator opens the settings of. */
const limitedAlias = "limited-idp";

const providerConfig = (realm: string) => ({
  clientId: "partner",
  clientSecret: "partner-secret",
  authorizationUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/auth`,
  tokenUrl: `${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`,
});

const saveSettings: PageAction = {
  name: "save an identity provider's settings",
  control: (page) => button(page, "Save"),
  // The provider is the realm's one for every administrator; the first to come stores it.
  seed: async (realm) => {
    if ((await storedProvider(realm, limitedAlias)) === undefined)
      await seedProvider(realm, {
        alias: limitedAlias,
        providerId: "oidc",
        config: providerConfig(realm),
      });
    return limitedAlias;
  },
  request: () => ({
    method: "PUT",
    path: `/identity-provider/instances/${limitedAlias}`,
    body: { alias: limitedAlias, providerId: "oidc", displayName: "refused" },
  }),
  press: async (page, tag) => {
    await page.getByRole("textbox", { name: "Display name" }).fill(`Saved by ${tag}`);
    await button(page, "Save").click();
    await expect(page.getByText("Identity provider settings saved")).toBeVisible();
  },
};

const addProvider: PageAction = {
  name: "add an identity provider",
  control: (page) => button(page, "Add"),
  request: (_ids, tag) => ({
    method: "POST",
    path: "/identity-provider/instances",
    body: { alias: `refused-${tag}`, providerId: "oidc", config: {} },
  }),
  press: async (page, tag) => {
    const realm = new URL(page.url()).hash.split("/")[1] ?? "";
    const config = providerConfig(realm);
    await page.getByRole("textbox", { name: "Alias" }).fill(`added-${tag}`);
    await page.getByRole("textbox", { name: "Authorization URL" }).fill(config.authorizationUrl);
    await page.getByRole("textbox", { name: "Token URL" }).fill(config.tokenUrl);
    await page.getByRole("textbox", { name: "Client ID" }).fill(config.clientId);
    await page.getByRole("textbox", { name: "Client secret" }).fill(config.clientSecret);
    await button(page, "Add").click();
    await expect(page.getByText(`Identity provider added-${tag} added`)).toBeVisible();
  },
};

export const idpOidcPages: BuiltPage[] = [
  {
    name: "add OpenID Connect provider",
    heading: "Add OpenID Connect v1.0 provider",
    route: () => "identity-providers/oidc/add",
    access: ["manage-identity-providers"],
    actions: [addProvider],
  },
  {
    name: "identity provider settings",
    // The header names the provider by its display name once an administrator saved one.
    heading: new RegExp(`^(${limitedAlias}|Saved by l\\d+)$`),
    route: () => `identity-providers/oidc/${limitedAlias}/settings`,
    access: ["view-identity-providers"],
    shown: (page) => page.getByRole("textbox", { name: "Display name" }),
    actions: [saveSettings],
  },
];
