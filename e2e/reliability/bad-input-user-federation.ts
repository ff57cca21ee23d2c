import { openConsole } from "../support/fixtures";
import {
  sampleStoreKind,
  seedKerberosProvider,
  storedProviderNamed,
} from "../user-federation/provider-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/** The name of a provider the realm already has. */
const takenName = "taken-kerberos";

/**
 * Adding a Kerberos provider: the console checks its required settings, a name another provider
 * of the realm has (the server would store a second one) and a priority that is no whole number.
 * Adding a custom one (the test server's sample kind): the same checks of the common settings,
 * and the provider's own check of its account prefix, which only the server makes.
 */
export const userFederationForms = {
  "add Kerberos provider": {
    submit: "Add",
    good: () => ({
      "UI display name": "corporate-kerberos",
      "Kerberos realm": "CORP.EXAMPLE.TEST",
      "Server principal": "HTTP/sso.corp.example.test@CORP.EXAMPLE.TEST",
      Keytab: "/etc/sso.keytab",
      Priority: "4",
    }),
    open: async (page, realm) => {
      await seedKerberosProvider(realm, takenName, { enabled: ["false"] });
      await openConsole(page, `${realm}/user-federation/kerberos/new`);
      return {
        stored: async () => {
          const stored = await storedProviderNamed(realm, "corporate-kerberos");
          const first = (key: string) => stored?.config[key]?.[0];
          return (
            stored && {
              "UI display name": stored.name,
              "Kerberos realm": first("kerberosRealm"),
              "Server principal": first("serverPrincipal"),
              Keytab: first("keyTab"),
              Priority: first("priority"),
            }
          );
        },
      };
    },
  },
  "add custom provider": {
    submit: "Add",
    good: () => ({
      "UI display name": "corporate-store",
      "Account prefix": "corp",
      "Allowed domains, value 1": "corp.example.test",
      Priority: "2",
    }),
    open: async (page, realm) => {
      await seedKerberosProvider(realm, takenName, { enabled: ["false"] });
      await openConsole(page, `${realm}/user-federation/${sampleStoreKind}/new`);
      return {
        stored: async () => {
          const stored = await storedProviderNamed(realm, "corporate-store");
          const first = (key: string) => stored?.config[key]?.[0];
          return (
            stored && {
              "UI display name": stored.name,
              "Account prefix": first("accountPrefix"),
              "Allowed domains, value 1": first("allowedDomains"),
              Priority: first("priority"),
            }
          );
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (field: string, value: string, message: string): BadInput => ({
  form: "add Kerberos provider",
  field,
  value,
  message,
  by: "console",
});

const customRow = (
  field: string,
  value: string,
  message: string,
  by: BadInput["by"] = "console",
): BadInput => ({ form: "add custom provider", field, value, message, by });

/** The sample provider's own words, which open with the setting's label. */
const prefixRefused = "Account prefix may hold only letters and digits.";

const required = "This field is required.";

export const userFederationInputs: BadInput[] = [
  row("UI display name", "", required),
  row("UI display name", "   ", required),
  row("UI display name", "x".repeat(256), "Enter at most 255 characters."),
  row("UI display name", takenName, "Another provider of this realm already has this name."),
  row("Kerberos realm", "", required),
  row("Kerberos realm", "  ", required),
  row("Server principal", "", required),
  row("Keytab", "", required),
  row("Priority", "high", "Enter a whole number."),
  row("Priority", "1.5", "Enter a whole number."),
  customRow("UI display name", "", required),
  customRow("UI display name", takenName, "Another provider of this realm already has this name."),
  customRow("Priority", "high", "Enter a whole number."),
  customRow("Account prefix", "corp-1", prefixRefused, "server"),
  customRow("Account prefix", "<b>corp</b>", prefixRefused, "server"),
];
