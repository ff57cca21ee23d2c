import type { Page } from "@playwright/test";
import { exactly, startingWith, type ConsoleUi } from "./console-ui";

/**
 * The console built into Keycloak 26.7 (admin theme keycloak.v2), found by what a person sees:
 * roles, accessible names and texts, read from its pages with the benchmark's data.
 */

const submitSearch = async (page: Page, name: string | RegExp, text: string) => {
  const box = page.getByRole("textbox", { name, exact: true });
  await box.fill(text);
  await box.press("Enter");
};

const dialogRows = (page: Page, title: RegExp) =>
  page.getByRole("dialog", { name: title }).getByRole("grid").getByRole("row").nth(1);

export const builtInUi: ConsoleUi = {
  name: "built-in",
  adminTheme: "keycloak.v2",
  // The welcome card: "Welcome to" above the realm's name as the page's main heading.
  homeReady: (page, realm) => page.getByRole("heading", { level: 1, name: exactly(realm) }),
  users: {
    heading: /^Users$/,
    listed: (page) => page.getByRole("grid", { name: "Users" }).getByRole("row").nth(1),
    // The search box of the user list ("Search user").
    search: (page, username) => submitSearch(page, "Search", username),
    found: (page, username) =>
      page.getByRole("grid", { name: "Users" }).getByRole("link", { name: username, exact: true }),
  },
  groups: {
    heading: /^Groups$/,
    topLevelShown: (page) => page.getByRole("grid", { name: "Groups" }).getByRole("row").nth(1),
    // The group tree beside the table: each item's first button toggles its children.
    expand: async (page, groupName) => {
      await page
        .getByRole("treeitem", { name: startingWith(groupName) })
        .getByRole("button", { name: groupName, exact: true })
        .first()
        .click();
    },
    childShown: (page, childName) =>
      page.getByRole("treeitem", { name: startingWith(childName) }).first(),
    // The tree's own search ("Search group"), which searches the whole hierarchy.
    search: (page, groupName) => submitSearch(page, "Search", groupName),
    found: (page, groupName) =>
      page.getByRole("treeitem", { name: startingWith(groupName) }).first(),
  },
  clients: {
    heading: /^Clients$/,
    listed: (page) => page.getByRole("grid", { name: "Clients" }).getByRole("row").nth(1),
    search: (page, clientId) => submitSearch(page, "Search", clientId),
    found: (page, clientId) =>
      page
        .getByRole("grid", { name: "Clients" })
        .getByRole("link", { name: clientId, exact: true }),
  },
  roleMapping: {
    heading: (username) => exactly(username),
    shown: (page) => page.getByRole("button", { name: "Assign role" }).first(),
    // "Assign role" opens a menu: one dialog for realm roles, another for client roles.
    openRealmRoles: async (page) => {
      await page.getByRole("button", { name: "Assign role" }).first().click();
      await page.getByRole("menuitem", { name: "Realm roles" }).click();
    },
    realmRolesListed: (page) => dialogRows(page, /^Assign Realm roles/),
    closeDialog: async (page) => {
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("dialog").waitFor({ state: "hidden" });
    },
    openClientRoles: async (page) => {
      await page.getByRole("button", { name: "Assign role" }).first().click();
      await page.getByRole("menuitem", { name: "Client roles" }).click();
    },
    clientRolesListed: (page) => dialogRows(page, /^Assign Client roles/),
  },
};
