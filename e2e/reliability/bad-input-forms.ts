import { adminFetch } from "../../server/src/testing/admin-api";
import { adminCreate } from "../support/admin-create";
import { openConsole } from "../support/fixtures";
import { passwordSignIn } from "../support/tokens";
import { chooseFromMenu } from "../support/menus";
import { searchPicker } from "../support/pickers";
import { seedScope } from "../client-scopes/client-scopes-helpers";
import { seedGroup } from "../groups/groups-helpers";
import { expect, json, seedRole } from "../roles/roles-helpers";
import { seedUser } from "../users/users-helpers";
import { realmSecurityForms } from "./bad-input-realm-security";
import { realmSettingsForms } from "./bad-input-realm-settings";
import { quickThemeForms } from "./bad-input-quick-theme";
import { keysForms } from "./bad-input-keys";
import { clientAuthorizationPolicyForms } from "./bad-input-client-authorization-policies";
import { sectionForms } from "./bad-input-sections";
import { authenticationForms } from "./bad-input-authentication";
import { clientPoliciesForms } from "./bad-input-client-policies";
import { realmTextsForms } from "./bad-input-realm-texts";
import { tabForms } from "./bad-input-tab-forms";
import { userProfileForms } from "./bad-input-user-profile";

export type { BadInputForm, OpenedForm } from "./bad-input-form";
import type { BadInputForm } from "./bad-input-form";

const pick = (object: Record<string, unknown> | undefined, fields: Record<string, string>) =>
  object === undefined
    ? undefined
    : Object.fromEntries(Object.entries(fields).map(([label, key]) => [label, object[key]]));

export const badInputForms = {
  "add user": {
    submit: "Create",
    good: () => ({ Username: "grace", "E-mail": "grace@localhost", "First name": "Grace" }),
    open: async (page, realm) => {
      await seedUser(realm, { username: "taken-name" });
      await openConsole(page, `${realm}/users/add-user`);
      return {
        stored: async () =>
          pick(
            (await json<Record<string, unknown>[]>(`/${realm}/users?exact=true&username=grace`))[0],
            { Username: "username", "E-mail": "email", "First name": "firstName" },
          ),
      };
    },
  },
  "user details": {
    submit: "Save",
    good: () => ({ "E-mail": "ada@example.test", "Last name": "Lovelace" }),
    open: async (page, realm) => {
      await seedUser(realm, { username: "other", email: "taken@example.test" });
      const id = await seedUser(realm, { username: "ada", lastName: "Before" });
      await openConsole(page, `${realm}/users/${id}/settings`);
      return {
        stored: async () =>
          pick(await json(`/${realm}/users/${id}`), { "E-mail": "email", "Last name": "lastName" }),
      };
    },
  },
  "new realm role": {
    submit: "Create",
    good: () => ({ "Role name": "auditor", Description: "Reads the logs" }),
    open: async (page, realm) => {
      await seedRole(realm, "taken-role");
      await openConsole(page, `${realm}/roles/new`);
      return {
        stored: async () => pick(await storedOrUndefined(`/${realm}/roles/auditor`), roleFields),
      };
    },
  },
  "realm role settings": {
    submit: "Save",
    good: () => ({ Description: "Reads the logs" }),
    open: async (page, realm) => {
      const role = await seedRole(realm, "viewer", { description: "before" });
      await openConsole(page, `${realm}/roles/${role.id}/settings`);
      return {
        stored: async () =>
          pick(await json(`/${realm}/roles-by-id/${role.id}`), { Description: "description" }),
      };
    },
  },
  "new client role": {
    submit: "Create",
    good: () => ({ "Role name": "editor", Description: "Edits pages" }),
    open: async (page, realm) => {
      const id = await adminCreate(`/${realm}/clients`, { clientId: "cms" });
      await adminFetch(`/${realm}/clients/${id}/roles`, {
        method: "POST",
        body: JSON.stringify({ name: "taken-role" }),
      });
      await openConsole(page, `${realm}/clients/${id}/roles`);
      await page.getByRole("button", { name: "Create role" }).first().click();
      return {
        stored: async () =>
          pick(await storedOrUndefined(`/${realm}/clients/${id}/roles/editor`), roleFields),
      };
    },
  },
  "new client scope": {
    submit: "Create",
    good: () => ({ Name: "invoices", Description: "Invoice access" }),
    open: async (page, realm) => {
      await seedScope(realm, "taken-scope");
      await openConsole(page, `${realm}/client-scopes/new`);
      return { stored: async () => pick(await scopeNamed(realm, "invoices"), scopeFields) };
    },
  },
  "client scope settings": {
    submit: "Save",
    good: () => ({ Description: "Invoice access" }),
    open: async (page, realm) => {
      const scope = await seedScope(realm, "billing", { description: "before" });
      await openConsole(page, `${realm}/client-scopes/${scope.id}/settings`);
      return {
        stored: async () =>
          pick(await scopeNamed(realm, "billing"), { Description: "description" }),
      };
    },
  },
  ...realmSettingsForms,
  ...realmSecurityForms,
  ...realmTextsForms,
  ...quickThemeForms,
  ...keysForms,
  ...clientAuthorizationPolicyForms,
  ...sectionForms,
  ...authenticationForms,
  ...clientPoliciesForms,
  ...userProfileForms,
  "create client": {
    submit: "Next",
    finish: async (page) => {
      // The second step shows before its Next is pressed, or the press lands on the first step's.
      await expect(page.getByRole("switch", { name: "Client authentication" })).toBeVisible();
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("button", { name: "Save" }).click();
    },
    good: () => ({ "Client ID": "shop", Name: "Shop", Description: "The web shop" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/clients/add-client`);
      return {
        stored: async () =>
          pick((await json<Record<string, unknown>[]>(`/${realm}/clients?clientId=shop`))[0], {
            "Client ID": "clientId",
            Name: "name",
            Description: "description",
          }),
      };
    },
  },
  "client settings": {
    submit: "Save",
    good: () => ({
      "Client ID": "portal",
      Name: "Portal",
      "Root URL": "https://portal.example.test",
      "Valid redirect URIs, value 1": "https://portal.example.test/*",
    }),
    open: async (page, realm) => {
      await adminCreate(`/${realm}/clients`, { clientId: "taken-client" });
      const id = await adminCreate(`/${realm}/clients`, {
        clientId: "portal-before",
        redirectUris: ["https://before.example.test/*"],
      });
      await openConsole(page, `${realm}/clients/${id}/settings`);
      return {
        stored: async () => {
          type Client = Record<string, unknown> & { redirectUris?: string[] };
          const client = await json<Client>(`/${realm}/clients/${id}`);
          return {
            ...pick(client, { "Client ID": "clientId", Name: "name", "Root URL": "rootUrl" }),
            "Valid redirect URIs, value 1": client.redirectUris?.[0],
          };
        },
      };
    },
  },
  "new protocol mapper": {
    submit: "Save",
    good: () => ({ Name: "tier", "Token claim name": "tier", "Claim value": "gold" }),
    open: async (page, realm) => {
      const scope = await seedScope(realm, "loyalty");
      const models = `/${realm}/client-scopes/${scope.id}/protocol-mappers/models`;
      await adminCreate(models, {
        name: "taken-mapper",
        protocol: "openid-connect",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": "other", "claim.value": "x" },
      });
      await openConsole(page, `${realm}/client-scopes/${scope.id}/mappers`);
      await chooseFromMenu(
        page.getByRole("button", { name: "Add mapper" }),
        page.getByRole("menuitem", { name: /By configuration/ }),
      );
      const dialog = page.getByRole("dialog", { name: "Configure a new mapper" });
      await searchPicker(dialog, "Search mapper types", "Hardcoded claim");
      await dialog.getByRole("radio", { name: "Hardcoded claim", exact: true }).check();
      await dialog.getByRole("button", { name: "Continue" }).click();
      return {
        stored: async () => {
          type Mapper = { name: string; config: Record<string, string> };
          const mapper = (await json<Mapper[]>(models)).find(({ name }) => name === "tier");
          return mapper === undefined
            ? undefined
            : {
                Name: mapper.name,
                "Token claim name": mapper.config["claim.name"],
                "Claim value": mapper.config["claim.value"],
              };
        },
      };
    },
  },
  "create group": {
    submit: "Create",
    good: () => ({ Name: "auditors", Description: "Read-only staff" }),
    open: async (page, realm) => {
      await seedGroup(realm, "taken-group");
      await openConsole(page, `${realm}/groups`);
      await page.getByRole("button", { name: "Create group" }).first().click();
      return {
        stored: async () => {
          const groups = await json<Record<string, unknown>[]>(`/${realm}/groups?search=auditors`);
          return pick(
            groups.find((group) => group["name"] === "auditors"),
            { Name: "name", Description: "description" },
          );
        },
      };
    },
  },
  "create realm": {
    submit: "Create",
    good: (realm) => ({ "Realm name": `${realm}-made` }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/realms`);
      await page.getByRole("button", { name: "Create realm" }).first().click();
      const made = `/${realm}-made`;
      return {
        stored: async () => pick(await storedOrUndefined(made), { "Realm name": "realm" }),
        cleanup: async () => {
          // The console opens the new realm's home; leave it first, or its requests meet a realm
          // that is being deleted and are refused.
          await page.goto("about:blank");
          await adminFetch(made, { method: "DELETE" }).catch(() => undefined);
        },
      };
    },
  },
  "group attributes": {
    submit: "Save",
    good: () => ({ "Key 1": "region", "Value 1": "north" }),
    open: async (page, realm) => {
      const id = await seedGroup(realm, "buyers", undefined, { attributes: { region: ["south"] } });
      await openConsole(page, `${realm}/groups/${id}?tab=attributes`);
      return { stored: async () => firstAttribute(await json(`/${realm}/groups/${id}`)) };
    },
  },
  "realm role attributes": {
    submit: "Save",
    good: () => ({ "Key 1": "level", "Value 1": "high" }),
    open: async (page, realm) => {
      const role = await seedRole(realm, "approver", { attributes: { level: ["low"] } });
      await openConsole(page, `${realm}/roles/${role.id}/attributes`);
      return { stored: async () => firstAttribute(await json(`/${realm}/roles-by-id/${role.id}`)) };
    },
  },
  "new registration policy": {
    submit: "Save",
    good: () => ({ Name: "Only one client", "Maximum number of clients": "1" }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/clients/client-registration/authenticated`);
      await page.getByRole("button", { name: "Add policy" }).click();
      await page.getByRole("menuitem", { name: /^max-clients/ }).click();
      return {
        stored: async () => {
          const made = await storedComponent(realm, registrationPolicyType, "Only one client");
          return made === undefined
            ? undefined
            : { Name: made.name, "Maximum number of clients": made.config["max-clients"]?.[0] };
        },
      };
    },
  },
  "new initial access token": {
    submit: "Create",
    good: () => ({ Count: "2" }),
    finish: async (page) => {
      await page
        .getByRole("dialog", { name: "Initial access token created" })
        .getByRole("button", { name: "Done" })
        .click();
    },
    open: async (page, realm) => {
      await openConsole(page, `${realm}/clients/initial-access-token`);
      await page.getByRole("button", { name: "Create initial access token" }).first().click();
      return {
        stored: async () => {
          const [token] = await json<{ count: number }[]>(`/${realm}/clients-initial-access`);
          return token === undefined ? undefined : { Count: String(token.count) };
        },
      };
    },
  },
  "reset password": {
    submit: "Save password",
    good: () => ({ Password: "Fresh-pass-42", "Password confirmation": "Fresh-pass-42" }),
    open: async (page, realm) => {
      const id = await seedUser(realm, { username: "pat" });
      await openConsole(page, `${realm}/users/${id}/credentials`);
      await page.getByRole("button", { name: "Reset password" }).click();
      return {
        // The new password is temporary: the server refuses signing in with it only because it
        // must be changed first (400), not as wrong (401).
        stored: async () =>
          (await passwordSignIn(realm, "pat", "Fresh-pass-42")) === 400
            ? { Password: "Fresh-pass-42", "Password confirmation": "Fresh-pass-42" }
            : undefined,
      };
    },
  },
  // A server-provided page (the sample reminders page): a form generated from its provider.
  "new item of a server-provided page": {
    submit: "Create",
    good: () => ({
      Name: "Quarterly audit",
      Subject: "Review admin accounts",
      "Days before": "14",
    }),
    open: async (page, realm) => {
      await openConsole(page, `${realm}/page-section/reminders/add`);
      return {
        stored: async () => {
          const made = await storedComponent(realm, uiPageType, "Quarterly audit");
          return made === undefined
            ? undefined
            : {
                Name: made.name,
                Subject: made.config["subject"]?.[0],
                "Days before": made.config["daysBefore"]?.[0],
              };
        },
      };
    },
  },
  ...tabForms,
} satisfies Record<string, BadInputForm>;

const registrationPolicyType =
  "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";
const uiPageType = "org.keycloak.services.ui.extend.UiPageProvider";

/** The realm's component of a type (a registration policy, a page's item) by its name. */
async function storedComponent(realm: string, type: string, name: string) {
  const { id } = await json<{ id: string }>(`/${realm}`);
  const components = await json<{ name: string; config: Record<string, string[]> }[]>(
    `/${realm}/components?parent=${id}&type=${type}`,
  );
  return components.find((component) => component.name === name);
}

/** The first attribute of a stored group or role, as the first row of its attributes form. */
function firstAttribute(stored: { attributes?: Record<string, string[]> }) {
  const [key, values] = Object.entries(stored.attributes ?? {})[0] ?? [];
  return { "Key 1": key, "Value 1": values?.[0] };
}

const roleFields = { "Role name": "name", Description: "description" };
const scopeFields = { Name: "name", Description: "description" };

export type FormName = keyof typeof badInputForms;

async function storedOrUndefined(path: string): Promise<Record<string, unknown> | undefined> {
  const found = await adminFetch(path).catch(() => undefined);
  return found?.ok === true ? ((await found.json()) as Record<string, unknown>) : undefined;
}

async function scopeNamed(realm: string, name: string) {
  const scopes = await json<Record<string, unknown>[]>(`/${realm}/client-scopes`);
  return scopes.find((scope) => scope["name"] === name);
}
