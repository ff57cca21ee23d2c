import { seedProvider, storedProvider } from "../identity-providers/oidc-helpers";
import { openConsole } from "../support/fixtures";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/** The SAML fields the rows touch, by label, and the config keys the server keeps them under. */
const samlFields: Record<string, string> = {
  "Service provider entity ID": "entityId",
  "Single sign-on service URL": "singleSignOnServiceUrl",
  "Single logout service URL": "singleLogoutServiceUrl",
  "Allowed clock skew (seconds)": "allowedClockSkew",
  "Attribute consuming service index": "attributeConsumingServiceIndex",
};

/**
 * A SAML provider's settings: its addresses must be absolute http(s) URLs and its counts whole
 * numbers, which the console checks before the server reads them.
 */
export const idpSamlForms = {
  "SAML provider settings": {
    submit: "Save",
    good: () => ({
      "Service provider entity ID": "https://sp.example.test/realms/partner",
      "Single sign-on service URL": "https://idp.example.test/sso",
      "Single logout service URL": "https://idp.example.test/slo",
      "Allowed clock skew (seconds)": "30",
      "Attribute consuming service index": "2",
    }),
    open: async (page, realm) => {
      await seedProvider(realm, {
        alias: "partner-saml",
        providerId: "saml",
        config: {
          entityId: "https://sp.example.test/realms/before",
          singleSignOnServiceUrl: "https://idp.example.test/before",
        },
      });
      await openConsole(page, `${realm}/identity-providers/saml/partner-saml/settings`);
      return {
        stored: async () => {
          const config = (await storedProvider(realm, "partner-saml"))?.config;
          return (
            config &&
            Object.fromEntries(
              Object.entries(samlFields).map(([label, key]) => [label, config[key]]),
            )
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const urlMessage = "Enter a full address starting with http:// or https://.";
const countMessage = "Enter a whole number of 0 or more.";

const row = (field: string, value: string, message: string): BadInput => ({
  form: "SAML provider settings",
  field,
  value,
  message,
  by: "console",
});

export const idpSamlInputs: BadInput[] = [
  row("Service provider entity ID", "", "This field is required."),
  row("Service provider entity ID", "x".repeat(256), "Enter at most 255 characters."),
  row("Single sign-on service URL", "", "This field is required."),
  row("Single sign-on service URL", "idp.example.test/sso", urlMessage),
  row("Single sign-on service URL", "ftp://idp.example.test/sso", urlMessage),
  row("Single logout service URL", "logout", urlMessage),
  row("Allowed clock skew (seconds)", "ten", countMessage),
  row("Allowed clock skew (seconds)", "-5", countMessage),
  row("Allowed clock skew (seconds)", "1.5", countMessage),
  row("Attribute consuming service index", "first", countMessage),
];
