import { openConsole } from "../support/fixtures";
import {
  chooseMapperType,
  expect,
  mapperRoute,
  seedOfflineLdapProvider,
  storedLdapMapper,
} from "../user-federation/mappers-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * An LDAP provider's new group mapper: its name and groups DN are checked by the console; its
 * LDAP filter only by the server, whose answer lands on the filter.
 */
export const userFederationMappersForms = {
  "add LDAP group mapper": {
    submit: "Create",
    good: () => ({
      Name: "directory groups",
      "LDAP Groups DN": "ou=groups,dc=example,dc=test",
      "LDAP Filter": "(cn=staff)",
    }),
    open: async (page, realm) => {
      const providerId = await seedOfflineLdapProvider(realm, "checked");
      await openConsole(page, mapperRoute(realm, providerId, "new"));
      await chooseMapperType(page, "Group");
      await expect(page.getByRole("textbox", { name: "LDAP Groups DN" })).toBeVisible();
      return {
        stored: async () => {
          const stored = await storedLdapMapper(realm, providerId, "directory groups");
          return (
            stored && {
              Name: stored.name,
              "LDAP Groups DN": stored.config["groups.dn"]?.[0],
              "LDAP Filter": stored.config["groups.ldap.filter"]?.[0],
            }
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (
  field: string,
  value: string,
  message: string,
  by: BadInput["by"] = "console",
): BadInput => ({ form: "add LDAP group mapper", field, value, message, by });

export const userFederationMappersInputs: BadInput[] = [
  row("Name", "", "This field is required."),
  row("Name", "   ", "Enter a name, not only spaces."),
  row("Name", "x".repeat(256), "Enter at most 255 characters."),
  row("LDAP Groups DN", "", "This field is required."),
  row(
    "LDAP Filter",
    "cn=staff",
    "Enter an LDAP filter in parentheses, such as (cn=staff).",
    "server",
  ),
];
