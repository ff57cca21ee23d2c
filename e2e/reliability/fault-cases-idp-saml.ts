import { seedProvider, storedProvider } from "../identity-providers/oidc-helpers";
import { type Action, save } from "../support/faults";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of a SAML provider's settings: saving them. A certificate file is read in the
 * browser, with no request to fail.
 */

const seedSaml = async (realm: string, alias: string, config: Record<string, string> = {}) => {
  await seedProvider(realm, {
    alias,
    providerId: "saml",
    config: {
      entityId: `https://sp.example.test/realms/${realm}`,
      singleSignOnServiceUrl: "https://idp.example.test/sso",
      ...config,
    },
  });
};

export const idpSamlActions = {
  samlProviderSave: save({
    name: "SAML provider settings",
    open: async (realm) => {
      const alias = unique("saml");
      await seedSaml(realm, alias);
      return { id: alias, name: alias, route: `identity-providers/saml/${alias}/settings` };
    },
    path: (subject) => `identity-provider/instances/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "Identity provider entity ID" }),
    saved: "Identity provider settings saved",
    error: "The identity provider settings could not be saved",
    read: (realm, subject) => storedProvider(realm, subject.id),
  }),
} satisfies Record<string, Action>;

type IdpSamlAction = keyof typeof idpSamlActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const idpSamlFaultCases: [IdpSamlAction, FaultName[]][] = [
  ["samlProviderSave", ["503 with message", "connection failed"]],
];
