import type { Locator, Page } from "@playwright/test";
import { containingWord, escapeRegExp, exactly, type ConsoleUi } from "./console-ui";

/**
 * Gatehouse's readiness, by role and name only, so a page passes as soon as it lands with the
 * usual PatternFly semantics (a table or grid with rows, a tree with items, a dialog with rows),
 * whatever its exact layout. Pages that do not exist yet are detected at run time (see probe.ts).
 */

const table = (scope: Page | Locator) => scope.getByRole("grid").or(scope.getByRole("table"));

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

const rowNamed = (page: Page, name: string) =>
  table(page)
    .getByRole("row", { name: containingWord(name) })
    .first();

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
const roleInDialog = (page: Page, name: RegExp) => {
  const dialog = page.getByRole("dialog");
  return dialog.getByRole("row", { name }).or(dialog.getByRole("checkbox", { name })).first();
};

/**
 * A client role listed in the dialog. Client roles are named "client role" (two words), realm
 * roles by their one-word name, so a row of the realm-role list left on screen a moment does not
 * count.
 */
const clientRoleInDialog = (page: Page) =>
  page
    .getByRole("dialog")
    .getByRole("checkbox", { name: /^select \S+ \S+$/i })
    .or(roleInDialog(page, /client-\d+ (viewer|editor|owner)/))
    .first();

/** Client roles: a console that asks for the client first gets the first seeded one chosen. */
const openClientRoles = async (page: Page) => {
  await openAssignDialog(page, /client roles/i);
  const dialog = page.getByRole("dialog");
  const client = dialog.getByRole("radio", { name: /client-\d/ }).first();
  const listed = clientRoleInDialog(page);
  await client.or(listed).first().waitFor();
  if (await client.isVisible()) await client.check();
};

export const gatehouseUi: ConsoleUi = {
  name: "gatehouse",
  adminTheme: "gatehouse",
  homeReady: (page, realm) =>
    page.getByRole("heading", {
      level: 1,
      name: new RegExp(`welcome to ${escapeRegExp(realm)}`, "i"),
    }),
  users: {
    heading: /^users$/i,
    listed: (page) =>
      table(page)
        .getByRole("row", { name: /user-\d/ })
        .first(),
    search: submitSearch,
    found: rowNamed,
  },
  groups: {
    heading: /^groups$/i,
    topLevelShown: (page) =>
      table(page)
        .getByRole("row", { name: /group-\d/ })
        .first(),
    // A group opens on its own page, its sub-groups a server page at a time in a table.
    expand: async (page, groupName) => {
      await rowNamed(page, groupName).getByRole("link", { name: groupName, exact: true }).click();
    },
    childShown: rowNamed,
    // The top level's search looks through the whole tree on the server.
    search: submitSearch,
    found: rowNamed,
  },
  clients: {
    heading: /^clients$/i,
    listed: (page) =>
      table(page)
        .getByRole("row", { name: /client-\d/ })
        .first(),
    search: submitSearch,
    found: rowNamed,
  },
  roleMapping: {
    heading: (username) => exactly(username),
    shown: (page) => page.getByRole("button", { name: /assign role/i }).first(),
    openRealmRoles: (page) => openAssignDialog(page, /realm roles/i),
    realmRolesListed: (page) => roleInDialog(page, /role-\d/),
    closeDialog: async (page) => {
      await page.keyboard.press("Escape");
      await page.getByRole("dialog").waitFor({ state: "hidden" });
    },
    openClientRoles,
    clientRolesListed: clientRoleInDialog,
  },
};

/** The screen Gatehouse shows for an address its route table does not know. */
export const gatehouseNotFound = (page: Page) =>
  page.getByRole("heading", { name: /page not found|not found/i });
