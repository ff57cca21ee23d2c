import {
  oidcProvider,
  seedMapper,
  seedProvider,
  storedMappers,
} from "../identity-providers/idp-list-helpers";
import type { DraftForm } from "./draft-forms";
import { idpOidcDraftForms } from "./draft-forms-idp-oidc";

/** An identity provider mapper's page: its hard-coded value is typed into. */
const mapperDraftForms: DraftForm[] = [
  {
    name: "identity provider mapper",
    field: (page) => page.getByRole("textbox", { name: "User Attribute Value" }),
    seed: async (realm, index) => {
      const alias = `drafted-${String(index)}`;
      await seedProvider(realm, oidcProvider(alias));
      const id = await seedMapper(realm, alias, {
        name: "department",
        identityProviderMapper: "hardcoded-attribute-idp-mapper",
        config: { syncMode: "INHERIT", attribute: "department", "attribute.value": "before" },
      });
      return {
        route: `${realm}/identity-providers/oidc/${alias}/mappers/${id}`,
        stored: async () =>
          (await storedMappers(realm, alias)).find((mapper) => mapper.id === id)?.config[
            "attribute.value"
          ],
      };
    },
  },
];

/** The section's forms: a mapper's page here, a provider's settings with the OpenID Connect rows. */
export const identityProvidersDraftForms: DraftForm[] = [...mapperDraftForms, ...idpOidcDraftForms];
