import { keycloakUrl } from "../../server/src/keycloak-url";
import { openConsole } from "../support/fixtures";
import { json } from "../roles/roles-helpers";
import type { BadInputForm } from "./bad-input-forms";

/** The realm settings tabs' forms; each saves the realm of the test itself. */
export const realmSettingsForms = {
  "realm settings general": {
    submit: "Save",
    // The server's own address as frontend URL: the realm stays reachable for the other forms.
    good: () => ({ "Display name": "Acme Realm", "Frontend URL": keycloakUrl() }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/realm-settings/general`);
      return {
        stored: async () => {
          const stored = await json<{ displayName?: string; attributes?: Record<string, string> }>(
            `/${realm}`,
          );
          return {
            "Display name": stored.displayName,
            "Frontend URL": stored.attributes?.["frontendUrl"],
          };
        },
      };
    },
  },
  "realm settings sessions": {
    submit: "Save",
    // Both shown in minutes, the unit the realm's defaults (30 minutes, none) open in.
    good: () => ({ "SSO session idle": "45", "Client session idle": "20" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/realm-settings/sessions`);
      return {
        stored: async () => {
          const stored = await json<Record<string, number>>(`/${realm}`);
          return {
            "SSO session idle": String((stored["ssoSessionIdleTimeout"] ?? 0) / 60),
            "Client session idle": String((stored["clientSessionIdleTimeout"] ?? 0) / 60),
          };
        },
      };
    },
  },
  "realm settings e-mail": {
    submit: "Save",
    good: () => ({ From: "noreply@example.test", Host: "smtp.example.test", Port: "587" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/realm-settings/email`);
      return {
        stored: async () => {
          const smtp = (await json<{ smtpServer?: Record<string, string> }>(`/${realm}`))
            .smtpServer;
          return smtp?.["host"] === undefined
            ? undefined
            : { From: smtp["from"], Host: smtp["host"], Port: smtp["port"] };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;
