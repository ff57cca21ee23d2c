import type { Page } from "@playwright/test";
import { adminCreate } from "../support/admin-create";
import { seedScope } from "../client-scopes/client-scopes-helpers";
import { seedGroup } from "../groups/groups-helpers";
import { expect, seedRole } from "../roles/roles-helpers";
import { flipSwitch, seedUser } from "../users/users-helpers";
import {
  button,
  createFromList,
  deleteFromList,
  type Ids,
  type PageAction,
  saveAttribute,
  saveDescription,
  saveRole,
  heading,
} from "./limited-actions";
import { realmSecurityPages } from "./limited-realm-security-pages";
import { partialExport } from "./limited-realm-actions";
import { registrationPages } from "./limited-registration";
import { quickThemePages } from "./limited-quick-theme";
import { keysPages } from "./limited-keys";
import { flowEditorPages } from "./limited-flow-editor";
import { requiredActionsPages } from "./limited-required-actions";
import { clientPoliciesPages } from "./limited-client-policies";
import { userProfilePages } from "./limited-user-profile";
import { realmTextsPages } from "./limited-realm-texts";
import { tabPages } from "./limited-tab-pages";
import { flowsPages } from "./limited-flows";
import { policyPages } from "./limited-otp-webauthn-ciba";
import { identityProvidersPages } from "./limited-identity-providers";
import { userFederationPages } from "./limited-user-federation";
import { userFederationMappersPages } from "./limited-user-federation-mappers";
import { sessionsPages } from "./limited-sessions";
import { eventsPages } from "./limited-events";
import { organizationsPages } from "./limited-organizations";
import { clientAuthorizationPages } from "./limited-client-authorization";
import { clientAuthorizationPolicyPages } from "./limited-client-authorization-policies";
import { workflowsPages } from "./limited-workflows";
import { permissionsPages } from "./limited-permissions";
import { extStylesPages } from "./limited-ext-styles";
import type { BuiltPage } from "./limited-page";

export type { Ids, PageAction };
export type { BuiltPage };

const rememberMe = (page: Page) => page.getByRole("switch", { name: "Remember me" });

/** The pages of the built sections, each with its main actions. */
const sectionPages: BuiltPage[] = [
  {
    name: "users",
    heading: "Users",
    route: () => "users",
    access: ["query-users"],
    navLink: "Users",
    actions: [
      createFromList("add a user", "Add user", "Username", {
        path: "/users",
        body: (username) => ({ username }),
      }),
      deleteFromList("delete a user", {
        list: "users",
        heading: "Users",
        seed: (realm, username) => seedUser(realm, { username }),
        path: (id) => `/users/${id}`,
        done: (username) => `The user ${username} was deleted.`,
      }),
    ],
  },
  {
    name: "user",
    heading: "someone",
    route: (ids) => `users/${ids.user}/settings`,
    access: ["query-users"],
    objectNeeds: ["view-users", "manage-users"],
    objectPath: (ids) => `/users/${ids.user}`,
    actions: [
      {
        name: "save the user",
        control: (page) => button(page, "Save"),
        request: (ids, tag) => ({
          method: "PUT",
          path: `/users/${ids.user}`,
          body: { firstName: `Probe ${tag}` },
        }),
        press: async (page, tag) => {
          await page.getByRole("textbox", { name: "First name" }).fill(`Edited ${tag}`);
          await button(page, "Save").click();
          await expect(page.getByText("The user was saved.")).toBeVisible();
        },
      },
    ],
  },
  {
    name: "groups",
    heading: "Groups",
    route: () => "groups",
    access: ["query-groups"],
    navLink: "Groups",
    actions: [
      {
        name: "create a group",
        control: (page) => button(page, "Create group").first(),
        request: (_ids, tag) => ({
          method: "POST",
          path: "/groups",
          body: { name: `probe-${tag}` },
        }),
        press: async (page, tag) => {
          await button(page, "Create group").first().click();
          const dialog = page.getByRole("dialog");
          await dialog.getByRole("textbox", { name: "Name" }).fill(`made-${tag}`);
          await dialog.getByRole("button", { name: "Create", exact: true }).click();
          await expect(dialog).toBeHidden();
          // The console's confirmation, not the list: in a realm shared by every set of rights the
          // new group may sort onto a later page.
          await expect(page.getByText(`Group made-${tag} created`)).toBeVisible();
        },
      },
      deleteFromList("delete a group", {
        list: "groups",
        heading: "Groups",
        seed: (realm, name) => seedGroup(realm, name),
        path: (id) => `/groups/${id}`,
        done: () => "Group deleted",
      }),
    ],
  },
  {
    name: "group",
    heading: "team",
    route: (ids) => `groups/${ids.group}`,
    access: ["query-groups"],
    objectNeeds: ["view-users", "manage-users"],
    objectPath: (ids) => `/groups/${ids.group}`,
  },
  {
    name: "group attributes",
    heading: "team",
    route: (ids) => `groups/${ids.group}?tab=attributes`,
    access: ["query-groups"],
    objectNeeds: ["view-users", "manage-users"],
    objectPath: (ids) => `/groups/${ids.group}`,
    actions: [
      saveAttribute(
        (ids) => `/groups/${ids.group}`,
        (tag) => ({ name: "team", attributes: { [`probe-${tag}`]: ["yes"] } }),
        "Attributes saved",
      ),
    ],
  },
  {
    name: "realm roles",
    heading: "Realm roles",
    route: () => "roles",
    access: ["view-realm"],
    navLink: "Realm roles",
    actions: [
      createFromList("create a realm role", "Create role", "Role name", {
        path: "/roles",
        body: (name) => ({ name }),
      }),
      deleteFromList("delete a realm role", {
        list: "roles",
        heading: "Realm roles",
        seed: async (realm, name) => (await seedRole(realm, name)).id,
        path: (_id, name) => `/roles/${name}`,
        done: () => "Role deleted",
      }),
    ],
  },
  {
    name: "realm role",
    heading: "auditor",
    route: (ids) => `roles/${ids.role}/settings`,
    access: ["view-realm"],
    actions: [saveRole("save the realm role", "auditor", (ids) => ids.role)],
  },
  {
    name: "realm role attributes",
    heading: "auditor",
    route: (ids) => `roles/${ids.role}/attributes`,
    access: ["view-realm"],
    actions: [
      saveAttribute(
        (ids) => `/roles-by-id/${ids.role}`,
        (tag) => ({ name: "auditor", attributes: { [`probe-${tag}`]: ["yes"] } }),
        "The role's attributes were saved",
      ),
    ],
  },

  {
    name: "clients",
    heading: "Clients",
    route: () => "clients",
    access: ["query-clients"],
    navLink: "Clients",
    actions: [
      {
        name: "create a client",
        control: (page) => button(page, "Create client").first(),
        request: (_ids, tag) => ({
          method: "POST",
          path: "/clients",
          body: { clientId: `probe-${tag}` },
        }),
        press: async (page, tag) => {
          await button(page, "Create client").first().click();
          await page.getByRole("textbox", { name: "Client ID" }).fill(`made-${tag}`);
          await button(page, "Next").click();
          await button(page, "Next").click();
          await button(page, "Save").click();
          await expect(heading(page, `made-${tag}`)).toBeVisible();
        },
      },
      deleteFromList("delete a client", {
        list: "clients",
        heading: "Clients",
        seed: (realm, clientId) => adminCreate(`/${realm}/clients`, { clientId }),
        path: (id) => `/clients/${id}`,
        done: (clientId) => `Client ${clientId} deleted`,
      }),
    ],
  },
  {
    // Without view-realm the tab says why the policies are closed instead of asking for them.
    name: "client registration policies",
    heading: "Clients",
    route: () => "clients/client-registration/anonymous",
    access: ["view-clients"],
  },
  {
    name: "client registration policy",
    heading: "Add max-clients policy",
    route: () => "clients/client-registration/anonymous/max-clients",
    access: ["manage-clients"],
    serverNeeds: ["view-realm", "manage-realm"],
  },
  {
    name: "client",
    heading: "portal",
    route: (ids) => `clients/${ids.client}/settings`,
    access: ["query-clients"],
    objectNeeds: ["view-clients", "manage-clients"],
    objectPath: (ids) => `/clients/${ids.client}`,
    actions: [
      {
        name: "save the client",
        control: (page) => button(page, "Save"),
        request: (ids, tag) => ({
          method: "PUT",
          path: `/clients/${ids.client}`,
          body: { clientId: "portal", description: `Probe ${tag}` },
        }),
        press: saveDescription("The client settings were saved."),
      },
    ],
  },
  {
    name: "client scopes",
    heading: "Client scopes",
    route: () => "client-scopes",
    access: ["view-clients"],
    navLink: "Client scopes",
    actions: [
      createFromList("create a client scope", "Create client scope", "Name", {
        path: "/client-scopes",
        body: (name) => ({ name, protocol: "openid-connect" }),
      }),
      deleteFromList("delete a client scope", {
        list: "client-scopes",
        heading: "Client scopes",
        seed: async (realm, name) => (await seedScope(realm, name)).id,
        path: (id) => `/client-scopes/${id}`,
        done: () => "Client scope deleted",
      }),
    ],
  },
  {
    name: "client scope",
    heading: "extras",
    route: (ids) => `client-scopes/${ids.scope}/settings`,
    access: ["view-clients"],
    actions: [
      {
        name: "save the client scope",
        control: (page) => button(page, "Save"),
        request: (ids, tag) => ({
          method: "PUT",
          path: `/client-scopes/${ids.scope}`,
          body: { name: "extras", protocol: "openid-connect", description: `Probe ${tag}` },
        }),
        press: saveDescription("Client scope saved"),
      },
    ],
  },
  {
    name: "realm settings",
    heading: "Realm settings",
    route: () => "realm-settings/general",
    access: ["view-realm"],
    navLink: "Realm settings",
    // The heading shows before the form, whose Save is the action.
    shown: (page) => page.getByRole("textbox", { name: "Display name", exact: true }),
    actions: [
      {
        name: "save the realm settings",
        control: (page) => button(page, "Save"),
        // The server takes a partial realm and changes only what it names.
        request: (_ids, tag) => ({
          method: "PUT",
          path: "",
          body: { displayName: `Probe ${tag}` },
        }),
        press: async (page, tag) => {
          await page
            .getByRole("textbox", { name: "Display name", exact: true })
            .fill(`Edited by ${tag}`);
          await button(page, "Save").click();
          // An earlier save on another tab may still show its own notification.
          await expect(page.getByText("Realm settings saved").last()).toBeVisible();
        },
      },
      partialExport,
    ],
  },
  {
    name: "realm login settings",
    heading: "Realm settings",
    route: () => "realm-settings/login",
    access: ["view-realm"],
    actions: [
      {
        name: "switch remember me",
        control: rememberMe,
        // The switch shows to every viewer; only those who may change it can use it.
        offered: async (page) => {
          await expect(rememberMe(page)).toBeVisible();
          return rememberMe(page).isEnabled();
        },
        request: () => ({ method: "PUT", path: "", body: { rememberMe: true } }),
        press: async (page) => {
          await flipSwitch(rememberMe(page));
          await expect(page.getByText(/Remember me is now (on|off)/)).toBeVisible();
        },
      },
    ],
  },
];

/** Every built page the limited administrators open: the sections' pages, then their tabs. */
// The tab pages end with impersonation, which replaces the administrator's session: they go last.
export const pages: BuiltPage[] = [
  ...sectionPages,
  ...realmSecurityPages,
  ...registrationPages,
  ...realmTextsPages,
  ...quickThemePages,
  ...keysPages,
  ...flowEditorPages,
  ...requiredActionsPages,
  ...clientPoliciesPages,
  ...userProfilePages,
  ...policyPages,
  ...flowsPages,
  ...identityProvidersPages,
  ...userFederationPages,
  ...sessionsPages,
  ...eventsPages,
  ...organizationsPages,
  ...clientAuthorizationPages,
  ...clientAuthorizationPolicyPages,
  ...userFederationMappersPages,
  ...workflowsPages,
  ...permissionsPages,
  ...extStylesPages,
  ...tabPages,
];
