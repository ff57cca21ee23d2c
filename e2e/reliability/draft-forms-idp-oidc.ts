import { seedProvider, storedProvider } from "../identity-providers/oidc-helpers";
import type { DraftForm } from "./draft-forms";

/** An OpenID Connect provider's settings tab: its display name is typed into. */
export const idpOidcDraftForms: DraftForm[] = [
  {
    name: "identity provider settings",
    field: (page) => page.getByRole("textbox", { name: "Display name" }),
    seed: async (realm, index) => {
      const alias = `drafted-idp-${String(index)}`;
      await seedProvider(realm, {
        alias,
        displayName: "before",
        providerId: "oidc",
        config: {
          clientId: "partner",
          clientSecret: "partner-secret",
          authorizationUrl: "http://localhost/auth",
          tokenUrl: "http://localhost/token",
        },
      });
      return {
        route: `${realm}/identity-providers/oidc/${alias}/settings`,
        stored: async () => (await storedProvider(realm, alias))?.displayName,
      };
    },
  },
];
