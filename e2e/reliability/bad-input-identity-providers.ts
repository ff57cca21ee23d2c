import { openConsole } from "../support/fixtures";
import {
  expect,
  oidcProvider,
  seedProvider,
  storedMappers,
} from "../identity-providers/idp-list-helpers";
import type { BadInput } from "./bad-input-cases";
import { idpOidcForms, idpOidcInputs } from "./bad-input-idp-oidc";
import { idpSamlForms, idpSamlInputs } from "./bad-input-idp-saml";
import type { BadInputForm } from "./bad-input-forms";

/**
 * An identity provider's new mapper: its name is checked by the console (required, not blank, not
 * longer than the server stores). The form opens on the hard-coded attribute type, whose value
 * field is typed too.
 */
const mapperForms = {
  "add identity provider mapper": {
    submit: "Create",
    good: () => ({ Name: "department", "User Attribute Value": "sales" }),
    open: async (page, realm) => {
      await seedProvider(realm, oidcProvider("mapped"));
      await openConsole(page, `${realm}/identity-providers/oidc/mapped/mappers/create`);
      await page.getByRole("combobox", { name: "Mapper type" }).fill("Hardcoded Attr");
      await page.getByRole("option", { name: "Hardcoded Attribute" }).click();
      await expect(page.getByRole("textbox", { name: "User Attribute Value" })).toBeVisible();
      return {
        stored: async () => {
          const stored = (await storedMappers(realm, "mapped"))[0];
          return (
            stored && {
              Name: stored.name,
              "User Attribute Value": stored.config["attribute.value"],
            }
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (field: string, value: string, message: string): BadInput => ({
  form: "add identity provider mapper",
  field,
  value,
  message,
  by: "console",
});

const mapperInputs: BadInput[] = [
  row("Name", "", "This field is required."),
  row("Name", "   ", "Enter a name, not only spaces."),
  row("Name", "x".repeat(256), "Enter at most 255 characters."),
];

/** The section's forms and rows: its mappers here, the add and settings forms by provider type. */
export const identityProvidersForms = { ...mapperForms, ...idpOidcForms, ...idpSamlForms };
export const identityProvidersInputs: BadInput[] = [
  ...mapperInputs,
  ...idpOidcInputs,
  ...idpSamlInputs,
];
