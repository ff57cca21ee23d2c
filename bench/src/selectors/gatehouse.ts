import type { Page } from "@playwright/test";
import { step, toLocator, type ReadySpec } from "../readiness";
import { containingWord, escapeRegExp, exactly, type ConsoleUi } from "./console-ui";

/**
 * Gatehouse's readiness, by role and name only, so a page passes as soon as it lands with the
 * usual PatternFly semantics (a table or grid with rows, a tree with items, a dialog with rows),
 * whatever its exact layout. Pages that do not exist yet are detected at run time (see probe.ts).
 */

/** The first row of a table or grid whose name matches. */
const tableRow = (name: RegExp): ReadySpec => [
  [step(["grid", "table"]), step("row", name, { nth: 0 })],
];

const searchBox = (page: Page) =>
  page
    .getByRole("searchbox")
    .or(page.getByRole("textbox", { name: /search/i }))
    .first();

const submitSearch = async (page: Page, text: string) => {
  const box = searchBox(page);
  await box.fill(text);
  await box.press("Enter");
};

const rowNamed = (name: string) => tableRow(containingWord(name));

/**
 * Opens the assign-role dialog on one kind of role, whichever way the console offers the choice:
 * a menu before the dialog, or a switch (toggle buttons) inside it.
 */
const openAssignDialog = async (page: Page, kind: RegExp) => {
  await page
    .getByRole("button", { name: /assign role/i })
    .first()
    .click();
  const menuItem = page.getByRole("menuitem", { name: kind });
  const dialog = page.getByRole("dialog");
  await menuItem.or(dialog).first().waitFor();
  if (await menuItem.isVisible()) {
    await menuItem.click();
    return;
  }
  const toggle = dialog.getByRole("button", { name: kind });
  if (await toggle.isVisible()) await toggle.click();
};

/** Roles show as rows of a table or as check boxes of a list. */
const roleInDialog = (name: RegExp): ReadySpec => [
  [step("dialog"), step("row", name, { nth: 0 })],
  [step("dialog"), step("checkbox", name, { nth: 0 })],
];

/**
 * A client role listed in the dialog. Client roles are named "client role" (two words), realm
 * roles by their one-word name, so a row of the realm-role list left on screen a moment does not
 * count.
 */
const clientRoleInDialog: ReadySpec = [
  [step("dialog"), step("checkbox", /^select \S+ \S+$/i, { nth: 0 })],
  ...roleInDialog(/client-\d+ (viewer|editor|owner)/),
];

/** Client roles: a console that asks for the client first gets the first seeded one chosen. */
const openClientRoles = async (page: Page) => {
  await openAssignDialog(page, /client roles/i);
  const dialog = page.getByRole("dialog");
  const client = dialog.getByRole("radio", { name: /client-\d/ }).first();
  const listed = toLocator(page, clientRoleInDialog);
  await client.or(listed).first().waitFor();
  if (await client.isVisible()) await client.check();
};

export const gatehouseUi: ConsoleUi = {
  name: "gatehouse",
  adminTheme: "gatehouse",
  homeReady: (realm) => [
    [step("heading", new RegExp(`welcome to ${escapeRegExp(realm)}`, "i"), { level: 1 })],
  ],
  users: {
    heading: /^users$/i,
    listed: tableRow(/user-\d/),
    search: submitSearch,
    found: rowNamed,
  },
  groups: {
    heading: /^groups$/i,
    // The top-level table by its name: a group's sub-group table (its rows are groups too) can
    // still be on screen for a moment after the address moved on to the top level.
    topLevelShown: [
      [step(["grid", "table"], /^groups$/i), step("row", /(?<![\w-])group-\d/, { nth: 0 })],
    ],
    // A group opens on its own page, its sub-groups a server page at a time in a table.
    expand: async (page, groupName) => {
      await toLocator(page, rowNamed(groupName))
        .getByRole("link", { name: groupName, exact: true })
        .click();
    },
    childShown: rowNamed,
    // The top level's search looks through the whole tree on the server.
    search: submitSearch,
    found: rowNamed,
  },
  clients: {
    heading: /^clients$/i,
    listed: tableRow(/client-\d/),
    search: submitSearch,
    found: rowNamed,
  },
  roleMapping: {
    heading: (username) => exactly(username),
    shown: [[step("button", /assign role/i, { nth: 0 })]],
    openRealmRoles: (page) => openAssignDialog(page, /realm roles/i),
    realmRolesListed: roleInDialog(/role-\d/),
    closeDialog: async (page) => {
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
    },
    openClientRoles,
    clientRolesListed: clientRoleInDialog,
  },
  sessions: {
    heading: /^sessions$/i,
    // A seeded user's session: the administrator's own may be listed first.
    listed: tableRow(/(?<![\w-])user-\d/),
  },
};

/** The screen Gatehouse shows for an address its route table does not know. */
export const gatehouseNotFound = (page: Page) =>
  page.getByRole("heading", { name: /page not found|not found/i });
