import type { Page } from "@playwright/test";
import { step } from "../readiness";
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

/** The second row of a grid (the first holds the column headers). */
const gridRow = (gridName: string) => [
  [step("grid", gridName), step("row", undefined, { nth: 1 })],
];

const dialogRows = (title: RegExp) => [
  [step("dialog", title), step("grid"), step("row", undefined, { nth: 1 })],
];

const treeItem = (name: string) => [[step("treeitem", startingWith(name), { nth: 0 })]];

export const builtInUi: ConsoleUi = {
  name: "built-in",
  adminTheme: "keycloak.v2",
  // The welcome card: "Welcome to" above the realm's name as the page's main heading.
  homeReady: (realm) => [[step("heading", exactly(realm), { level: 1 })]],
  users: {
    heading: /^Users$/,
    listed: gridRow("Users"),
    // The search box of the user list ("Search user").
    search: (page, username) => submitSearch(page, "Search", username),
    found: (username) => [[step("grid", "Users"), step("link", username, { exact: true })]],
  },
  groups: {
    heading: /^Groups$/,
    topLevelShown: gridRow("Groups"),
    // The group tree beside the table: each item's first button toggles its children.
    expand: async (page, groupName) => {
      await page
        .getByRole("treeitem", { name: startingWith(groupName) })
        .getByRole("button", { name: groupName, exact: true })
        .first()
        .click();
    },
    childShown: treeItem,
    // The tree's own search ("Search group"), which searches the whole hierarchy.
    search: (page, groupName) => submitSearch(page, "Search", groupName),
    found: treeItem,
  },
  clients: {
    heading: /^Clients$/,
    listed: gridRow("Clients"),
    search: (page, clientId) => submitSearch(page, "Search", clientId),
    found: (clientId) => [[step("grid", "Clients"), step("link", clientId, { exact: true })]],
  },
  roleMapping: {
    heading: (username) => exactly(username),
    shown: [[step("button", "Assign role", { nth: 0 })]],
    // "Assign role" opens a menu: one dialog for realm roles, another for client roles.
    openRealmRoles: async (page) => {
      await page.getByRole("button", { name: "Assign role" }).first().click();
      await page.getByRole("menuitem", { name: "Realm roles" }).click();
    },
    realmRolesListed: dialogRows(/^Assign Realm roles/),
    closeDialog: async (page) => {
      await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
      await page.getByRole("dialog").waitFor({ state: "hidden" });
    },
    openClientRoles: async (page) => {
      await page.getByRole("button", { name: "Assign role" }).first().click();
      await page.getByRole("menuitem", { name: "Client roles" }).click();
    },
    clientRolesListed: dialogRows(/^Assign Client roles/),
  },
  sessions: {
    heading: /^Sessions$/,
    listed: [[step("grid", "Sessions"), step("row", /user-\d/, { nth: 0 })]],
  },
};
