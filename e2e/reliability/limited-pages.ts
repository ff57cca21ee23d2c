import type { Locator, Page } from "@playwright/test";
import { expect } from "../roles/roles-helpers";

/** The objects every limited administrator's pages open, seeded once per realm. */
export interface Ids {
  user: string;
  group: string;
  role: string;
  client: string;
  scope: string;
}

/** An action a page offers, and the request it makes on the server. */
export interface PageAction {
  name: string;
  /** The control that starts it; absent when the console does not offer it. */
  control: (page: Page) => Locator;
  /**
   * The action's request in the server's API. When the console hides the control, the test sends
   * it with the administrator's own token: the server must refuse it, or the console hid an
   * action the rights allow. `tag` tells one test's objects from another's.
   */
  request: (ids: Ids, tag: string) => { method: string; path: string; body: unknown };
  /** Presses the control and goes through with the action until the console says it is done. */
  press: (page: Page, tag: string) => Promise<void>;
}

export interface BuiltPage {
  name: string;
  route: (ids: Ids) => string;
  /** The page's own heading: once it shows, the page (not the one before) is on screen. */
  heading: string;
  /** The rights the spec requires, all of them. */
  access: string[];
  /** The navigation link that leads here, for list pages. */
  navLink?: string;
  /**
   * The right the server wants for the object itself (fine-grained permissions aside): without
   * it the console cannot know ahead, asks, and must then say the object is not open to them.
   */
  objectNeeds?: string;
  actions?: PageAction[];
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });

/** Changes a settings form's description and saves it; `saved` is the console's confirmation. */
function saveDescription(saved: string): PageAction["press"] {
  return async (page, tag) => {
    await page.getByRole("textbox", { name: "Description" }).fill(`Edited by ${tag}`);
    await button(page, "Save").click();
    await expect(page.getByText(saved)).toBeVisible();
  };
}

/**
 * A list page's create action that opens a form page: its button, the one field a new object
 * needs, and the request that creates one through the API (`name` the field's value there).
 */
function createFromList(
  name: string,
  control: string,
  field: string,
  request: { path: string; body: (name: string) => Record<string, unknown> },
): PageAction {
  return {
    name,
    control: (page) => button(page, control).first(),
    request: (_ids, tag) => ({
      method: "POST",
      path: request.path,
      body: request.body(`probe-${tag}`),
    }),
    press: async (page, tag) => {
      await button(page, control).first().click();
      await page.getByRole("textbox", { name: field }).fill(`made-${tag}`);
      await button(page, "Create").click();
      await expect(heading(page, `made-${tag}`)).toBeVisible();
    },
  };
}

export const pages: BuiltPage[] = [
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
    ],
  },
  {
    name: "user",
    heading: "someone",
    route: (ids) => `users/${ids.user}/settings`,
    access: ["query-users"],
    objectNeeds: "view-users",
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
          await expect(
            page.getByRole("link", { name: `made-${tag}`, exact: true }).first(),
          ).toBeVisible();
        },
      },
    ],
  },
  {
    name: "group",
    heading: "team",
    route: (ids) => `groups/${ids.group}`,
    access: ["query-groups"],
    objectNeeds: "view-users",
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
    ],
  },
  {
    name: "realm role",
    heading: "auditor",
    route: (ids) => `roles/${ids.role}/settings`,
    access: ["view-realm", "view-users"],
    actions: [
      {
        name: "save the realm role",
        control: (page) => button(page, "Save"),
        request: (ids, tag) => ({
          method: "PUT",
          path: `/roles-by-id/${ids.role}`,
          body: { name: "auditor", description: `Probe ${tag}` },
        }),
        press: saveDescription("The role was saved"),
      },
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
    ],
  },
  {
    name: "client",
    heading: "portal",
    route: (ids) => `clients/${ids.client}/settings`,
    access: ["query-clients"],
    objectNeeds: "view-clients",
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
];
