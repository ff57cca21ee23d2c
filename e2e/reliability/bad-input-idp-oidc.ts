import { keycloakUrl } from "../../server/src/keycloak-url";
import { seedProvider, storedProvider } from "../identity-providers/oidc-helpers";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

const endpoint = (realm: string) => `${keycloakUrl()}/realms/${realm}/protocol/openid-connect`;

const oidcConfig = (realm: string) => ({
  clientId: "partner",
  clientSecret: "partner-secret",
  authorizationUrl: `${endpoint(realm)}/auth`,
  tokenUrl: `${endpoint(realm)}/token`,
});

/**
 * Adding an OpenID Connect provider and its settings tab: the alias, addresses and numbers are
 * checked by the console; a taken alias and an address the realm's SSL rule refuses only by the
 * server, whose refusal lands on the field.
 */
export const idpOidcForms = {
  "add OpenID Connect provider": {
    submit: "Add",
    good: (realm) => ({
      Alias: "partner",
      "Display name": "Partner",
      "Authorization URL": `${endpoint(realm)}/auth`,
      "Token URL": `${endpoint(realm)}/token`,
      "Client ID": "partner-client",
    }),
    open: async (page, realm) => {
      await seedProvider(realm, { alias: "taken", providerId: "oidc", config: oidcConfig(realm) });
      await openConsole(page, `${realm}/identity-providers/oidc/add`);
      // The secret, which no row touches, is typed here.
      await page.getByRole("textbox", { name: "Client secret" }).fill("partner-secret");
      return {
        stored: async () => {
          const stored = await storedProvider(realm, "partner");
          return (
            stored && {
              Alias: stored.alias,
              "Display name": stored.displayName,
              "Authorization URL": stored.config.authorizationUrl,
              "Token URL": stored.config.tokenUrl,
              "Client ID": stored.config.clientId,
            }
          );
        },
      };
    },
  },
  "identity provider settings": {
    submit: "Save",
    good: (realm) => ({
      "Display name": "Partner realm",
      "Display order": "3",
      "Token URL": `${endpoint(realm)}/token`,
    }),
    open: async (page, realm) => {
      await seedProvider(realm, { alias: "edited", providerId: "oidc", config: oidcConfig(realm) });
      await openConsole(page, `${realm}/identity-providers/oidc/edited/settings`);
      return {
        stored: async () => {
          const stored = await storedProvider(realm, "edited");
          return (
            stored && {
              "Display name": stored.displayName,
              "Display order": stored.config.guiOrder,
              "Token URL": stored.config.tokenUrl,
            }
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const urlMessage = "Enter a full address starting with http:// or https://.";
const aliasMessage = "Use only letters, digits, dots, hyphens, underscores and tildes.";

const rows = (
  form: keyof typeof idpOidcForms,
  list: [string, string, string | RegExp, BadInput["by"]][],
): BadInput[] => list.map(([field, value, message, by]) => ({ form, field, value, message, by }));

export const idpOidcInputs: BadInput[] = [
  ...rows("add OpenID Connect provider", [
    ["Alias", "", "This field is required.", "console"],
    ["Alias", "partner realm", aliasMessage, "console"],
    ["Alias", "a/b", aliasMessage, "console"],
    ["Alias", "x".repeat(256), "Enter at most 255 characters.", "console"],
    ["Display name", "x".repeat(256), "Enter at most 255 characters.", "console"],
    ["Authorization URL", "", "This field is required.", "console"],
    ["Authorization URL", "idp.example/auth", urlMessage, "console"],
    ["Token URL", "ftp://idp.example/token", urlMessage, "console"],
    ["Client ID", "", "This field is required.", "console"],
    ["Alias", "taken", "This realm already has an identity provider with this alias.", "server"],
    ["Authorization URL", "http://idp.example/auth", /requires secure connections/, "server"],
  ]),
  ...rows("identity provider settings", [
    ["Display name", "x".repeat(256), "Enter at most 255 characters.", "console"],
    ["Display order", "first", "Enter a whole number.", "console"],
    ["Display order", "1.5", "Enter a whole number.", "console"],
    ["Token URL", "", "This field is required.", "console"],
    ["Token URL", "token", urlMessage, "console"],
  ]),
];
