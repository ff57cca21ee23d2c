import type { Locator, Page } from "@playwright/test";
import { goToRoute } from "../support/fixtures";
import { expect } from "../roles/roles-helpers";

/** The objects every limited administrator's pages open, seeded once per realm. */
export interface Ids {
  user: string;
  group: string;
  role: string;
  client: string;
  scope: string;
  /** A role of the client. */
  clientRole: string;
  /** A mapper of the client scope. */
  mapper: string;
  /** A mapper of the client's dedicated scope. */
  dedicatedMapper: string;
  /** An item of the server-provided reminders page (a realm component). */
  reminder: string;
  /** A key provider of the realm (an HMAC one, quick to generate). */
  keyProvider: string;
  /** The alias of an identity provider of the realm. */
  identityProvider: string;
  /** A mapper of that identity provider. */
  identityProviderMapper: string;
  /** An organization of the realm, whose organizations are on. */
  organization: string;
  /** A Kerberos user-storage provider of the realm. */
  kerberosProvider: string;
  /** An LDAP provider's component id, and one of its mappers'. */
  ldapProvider: string;
  ldapMapper: string;
  /** A client with authorization services on (a resource server), one of its resources and scopes. */
  resourceServer: string;
  resource: string;
  authorizationScope: string;
  /** A client policy of that resource server, and a scope-based permission applying it. */
  policy: string;
  permission: string;
  /**
   * The realm's admin-permissions client (admin permissions, version 2, on), one of its policies
   * and a permission applying it.
   */
  permissionsClient: string;
  adminPolicy: string;
  adminPermission: string;
}

/** A request in the server's API, relative to the realm's admin address. */
export interface ApiRequest {
  method: string;
  path: string;
  body?: unknown;
}

/** An action a page offers, and the request it makes on the server. */
export interface PageAction {
  name: string;
  /** The control that starts it; absent when the console does not offer it. */
  control: (page: Page) => Locator;
  /**
   * Whether the page offers the action, when more than the control's presence says so (a row
   * action: the row must show and its menu hold the action). Without it, the control's presence.
   */
  offered?: (page: Page, realm: string, tag: string) => Promise<boolean>;
  /**
   * Seeds the object the action works on, one per administrator (a deletion needs its own), and
   * returns its id. Runs before the administrator signs in.
   */
  seed?: (realm: string, tag: string) => Promise<string>;
  /**
   * The action's request in the server's API. When the console hides the control, the test sends
   * it with the administrator's own token: the server must refuse it, or the console hid an
   * action the rights allow. `tag` tells one test's objects from another's; `seeded` is the id
   * `seed` returned.
   */
  request: (ids: Ids, tag: string, seeded: string) => ApiRequest;
  /** Presses the control and goes through with the action until the console says it is done. */
  press: (page: Page, tag: string) => Promise<void>;
  /**
   * Rights, one of which the console needs to offer the action at all: it picks from a list the
   * server shows only with them. The server may take the request without them (a default group
   * named by its id, with manage-realm), so an administrator holding none of them is neither
   * offered the action nor sent its request; the page says what is missing instead.
   */
  choosesWith?: readonly string[];
}

export const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
export const heading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 1, name, exact: true });

/** Changes a settings form's description and saves it; `saved` is the console's confirmation. */
export function saveDescription(saved: string): PageAction["press"] {
  return async (page, tag) => {
    await page.getByRole("textbox", { name: "Description" }).fill(`Edited by ${tag}`);
    await button(page, "Save").click();
    await expect(page.getByText(saved)).toBeVisible();
  };
}

/** Saves a role's settings page with a new description; `id` picks the role among the seeded. */
export function saveRole(name: string, role: string, id: (ids: Ids) => string): PageAction {
  return {
    name,
    control: (page) => button(page, "Save"),
    request: (ids, tag) => ({
      method: "PUT",
      path: `/roles-by-id/${id(ids)}`,
      body: { name: role, description: `Probe ${tag}` },
    }),
    press: saveDescription("The role was saved"),
  };
}

/**
 * A list page's create action that opens a form page: its button, the one field a new object
 * needs, and the request that creates one through the API (`name` the field's value there).
 */
export function createFromList(
  name: string,
  control: string,
  field: string,
  request: {
    path: string | ((ids: Ids) => string);
    body: (name: string) => Record<string, unknown>;
  },
): PageAction {
  return {
    name,
    control: (page) => button(page, control).first(),
    request: (ids, tag) => ({
      method: "POST",
      path: typeof request.path === "string" ? request.path : request.path(ids),
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

/**
 * A list's row action, on an object seeded for the administrator alone (`prefix` and the test's
 * tag name it): the list is searched for it, and the action counts as offered when its row shows
 * and the row's menu holds the item enabled. A right that may query but not view lists nothing,
 * so it offers nothing. Pressing it confirms the dialog the item opens.
 */
export function rowMenuAction(
  name: string,
  options: {
    /** The list's route in the realm: an action before may have left it. */
    list: string;
    /** The list page's heading: the page before stays on screen until the list has loaded. */
    heading: string;
    /** The menu item, and (unless `confirm` names another) the dialog's button that goes through with it. */
    item: string;
    confirm?: string;
    /** What to choose in the dialog before going through with it. */
    choose?: (dialog: Locator) => Promise<void>;
    /** The seeded object's name before the test's tag, so two actions seed two objects. */
    prefix: string;
    /** Seeds the object named `name` and returns its id. */
    seed: (realm: string, name: string) => Promise<string>;
    /** The action's request in the API, from the object's id and name and the seeded objects. */
    request: (id: string, name: string, ids: Ids) => ApiRequest;
    /** The console's confirmation once it is done. */
    done: (name: string) => string;
  },
): PageAction {
  const target = (tag: string) => `${options.prefix}-${tag}`;
  const search = (page: Page) => page.getByRole("textbox", { name: /^Search / }).first();
  const row = (page: Page, tag: string) =>
    page.getByRole("row").filter({ has: page.getByText(target(tag), { exact: true }) });
  const menuButton = (page: Page, tag: string) =>
    row(page, tag).getByRole("button", { name: `Actions for ${target(tag)}` });
  const menuItem = (page: Page) => page.getByRole("menuitem", { name: options.item });
  return {
    name,
    control: (page) => menuButton(page, "").first(),
    seed: (realm, tag) => options.seed(realm, target(tag)),
    offered: async (page, realm, tag) => {
      await goToRoute(page, `${realm}/${options.list}`);
      await expect(heading(page, options.heading)).toBeVisible();
      // A list without rows for the administrator shows an empty state instead of a search.
      const emptyState = page.getByRole("main").getByRole("heading", { level: 2 });
      await expect(search(page).or(page.getByRole("grid")).or(emptyState).first()).toBeVisible();
      if ((await search(page).count()) === 0) return false;
      await search(page).fill(target(tag));
      await search(page).press("Enter");
      // The row may show on the first page before the search applies; a menu opened there closes
      // when the searched rows replace it.
      await expect(page).toHaveURL(new RegExp(`[?&]search=${target(tag)}(&|$)`));
      const nothing = page.getByRole("heading", { name: /^No (search )?results/ });
      await expect(row(page, tag).or(nothing).first()).toBeVisible();
      if ((await menuButton(page, tag).count()) === 0) return false;
      // The row can render again as the search settles, closing a menu opened on the way.
      await expect(async () => {
        if (!(await page.getByRole("menu").isVisible())) await menuButton(page, tag).click();
        await expect(page.getByRole("menu")).toBeVisible({ timeout: 2_000 });
      }).toPass();
      const enabled = (await menuItem(page).count()) > 0 && (await menuItem(page).isEnabled());
      if (!enabled) await page.keyboard.press("Escape");
      return enabled;
    },
    request: (ids, tag, seeded) => options.request(seeded, target(tag), ids),
    press: async (page, tag) => {
      await menuItem(page).click();
      const dialog = page.getByRole("dialog");
      await options.choose?.(dialog);
      await dialog
        .getByRole("button", { name: options.confirm ?? options.item, exact: true })
        .click();
      await expect(page.getByText(options.done(target(tag))).first()).toBeVisible();
    },
  };
}

/** A list's row action Delete (see rowMenuAction), on an object named `gone-` and the tag. */
export function deleteFromList(
  name: string,
  options: {
    list: string;
    heading: string;
    seed: (realm: string, name: string) => Promise<string>;
    /** The API path that deletes it, from its id and name. */
    path: (id: string, name: string) => string;
    done: (name: string) => string;
  },
): PageAction {
  return rowMenuAction(name, {
    list: options.list,
    heading: options.heading,
    item: "Delete",
    prefix: "gone",
    seed: options.seed,
    request: (id, objectName) => ({ method: "DELETE", path: options.path(id, objectName) }),
    done: options.done,
  });
}

/**
 * An attributes tab's save: adds a row named after the test and saves it. A tab shown read-only
 * has no "Add attribute" button, so it offers nothing.
 */
export function saveAttribute(
  path: (ids: Ids) => string,
  body: (tag: string) => Record<string, unknown>,
  saved: string,
): PageAction {
  const add = (page: Page) => page.getByRole("button", { name: /^Add (an )?attribute/ });
  return {
    name: "save an attribute",
    control: add,
    offered: async (page) => {
      // The tab's table shows in either case; only then is a missing button meaningful.
      await expect(page.getByRole("group", { name: /attributes/i }).first()).toBeVisible();
      return (await add(page).count()) > 0 && (await add(page).isEnabled());
    },
    request: (ids, tag) => ({ method: "PUT", path: path(ids), body: body(tag) }),
    press: async (page, tag) => {
      await add(page).click();
      await page.getByRole("textbox", { name: /^Key/ }).last().fill(`probe-${tag}`);
      await page
        .getByRole("textbox", { name: /^Value/ })
        .last()
        .fill("yes");
      await button(page, "Save").click();
      await expect(page.getByText(saved).first()).toBeVisible();
    },
  };
}
