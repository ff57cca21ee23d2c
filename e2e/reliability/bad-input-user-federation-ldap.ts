import { adminFetch } from "../../server/src/testing/admin-api";
import { expect, openConsole } from "../support/fixtures";
import type { StoredLdapProvider } from "../user-federation/ldap-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * Adding an LDAP provider: its address, filter, required names and batch size are checked by the
 * console before anything is sent. Nothing listens at the address; saving never connects.
 */
export const ldapForms = {
  "add LDAP provider": {
    submit: "Add",
    good: () => ({
      "Connection URL": "ldap://127.0.0.1:1",
      "Bind DN": "cn=admin,dc=example,dc=test",
      "Bind credential": "secret",
      "Users DN": "ou=people,dc=example,dc=test",
      "Custom user LDAP filter": "(objectClass=inetOrgPerson)",
      "Batch size": "200",
    }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/user-federation/ldap/new`);
      await expect(
        page.getByRole("heading", { level: 1, name: "Add LDAP provider" }),
      ).toBeVisible();
      return {
        stored: async () => {
          const response = await adminFetch(
            `/${realm}/components?type=org.keycloak.storage.UserStorageProvider`,
          );
          const [stored] = (await response.json()) as StoredLdapProvider[];
          const value = (key: string) => stored?.config[key]?.[0];
          return (
            stored && {
              "Connection URL": value("connectionUrl"),
              "Bind DN": value("bindDn"),
              // The server masks the stored secret; it is checked by the end-to-end tests.
              "Bind credential": "secret",
              "Users DN": value("usersDn"),
              "Custom user LDAP filter": value("customUserSearchFilter"),
              "Batch size": value("batchSizeForSync"),
            }
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (field: string, value: string, message: string): BadInput => ({
  form: "add LDAP provider",
  field,
  value,
  message,
  by: "console",
});

const urlMessage = "Enter one or more addresses starting with ldap:// or ldaps://.";
const filterMessage =
  "Enter an LDAP filter in parentheses, with every opening parenthesis closed, such as (objectClass=person).";

export const ldapInputs: BadInput[] = [
  row("Connection URL", "https://ldap.example.test", urlMessage),
  row("Connection URL", "ldap.example.test", urlMessage),
  row("Connection URL", "", "This field is required."),
  row("Custom user LDAP filter", "objectClass=person", filterMessage),
  row("Custom user LDAP filter", "(&(objectClass=person)(uid=a)", filterMessage),
  row("Users DN", "", "This field is required."),
  row("Bind DN", "", "This field is required."),
  row("Batch size", "ten", "Enter a number."),
];
