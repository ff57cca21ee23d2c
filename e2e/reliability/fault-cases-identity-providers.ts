import { type Action, listLoad, remove, save } from "../support/faults";
import {
  oidcProvider,
  seedMapper,
  seedProvider,
  storedMappers,
  storedProvider,
} from "../identity-providers/idp-list-helpers";
import { unique } from "../support/realms";
import type { FaultName } from "./fault-cases";
import { idpOidcActions, idpOidcFaultCases } from "./fault-cases-idp-oidc";
import { idpSamlActions, idpSamlFaultCases } from "./fault-cases-idp-saml";

/**
 * The fault cases of the identity providers section's list and mappers: loading the list,
 * deleting a provider from it, and saving a mapper.
 */

const seedOidc = async (realm: string, alias: string) => {
  await seedProvider(realm, oidcProvider(alias));
  return alias;
};

const listAndMapperActions = {
  identityProvidersList: listLoad(
    "identity providers",
    "identity-providers",
    "identity-provider/instances\\?",
    seedOidc,
  ),

  identityProviderDelete: remove({
    name: "identity provider",
    seed: seedOidc,
    route: () => "identity-providers",
    path: (subject) => `identity-provider/instances/${subject.name}$`,
    open: async (page, subject) => {
      await page.getByRole("button", { name: `Actions for ${subject.name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
    },
    error: "The identity provider could not be deleted",
    done: (subject) => `Identity provider ${subject.name} deleted`,
    exists: async (realm, subject) => (await storedProvider(realm, subject.name)) !== undefined,
  }),

  identityProviderMapperSave: save({
    name: "identity provider mapper",
    open: async (realm) => {
      const alias = await seedOidc(realm, unique("mapped"));
      const id = await seedMapper(realm, alias, {
        name: "department",
        identityProviderMapper: "hardcoded-attribute-idp-mapper",
        config: { syncMode: "INHERIT", attribute: "department", "attribute.value": "sales" },
      });
      return { id, name: alias, route: `identity-providers/oidc/${alias}/mappers/${id}` };
    },
    path: (subject) => `identity-provider/instances/${subject.name}/mappers/${subject.id}$`,
    field: (page) => page.getByRole("textbox", { name: "User Attribute Value" }),
    saved: "Mapper saved",
    error: "The mapper could not be saved",
    read: async (realm, subject) =>
      (await storedMappers(realm, subject.name)).find((mapper) => mapper.id === subject.id),
  }),
} satisfies Record<string, Action>;

type ListAndMapperAction = keyof typeof listAndMapperActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
const listAndMapperCases: [ListAndMapperAction, FaultName[]][] = [
  ["identityProvidersList", ["500 with message", "connection reset"]],
  ["identityProviderDelete", ["503 with message", "offline"]],
  ["identityProviderMapperSave", ["502 without body", "connection failed"]],
];

/** The section's actions and cases: the list and mappers here, the forms by provider type. */
export const identityProvidersFaultActions = {
  ...listAndMapperActions,
  ...idpOidcActions,
  ...idpSamlActions,
};
export const identityProvidersFaultCases = [
  ...listAndMapperCases,
  ...idpOidcFaultCases,
  ...idpSamlFaultCases,
];
