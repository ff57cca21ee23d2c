import { adminFetch } from "../../server/src/testing/admin-api";
import { seedScope } from "../client-scopes/client-scopes-helpers";
import { seedGroup } from "../groups/groups-helpers";
import { expect, json, seedRole } from "../roles/roles-helpers";
import { chooseFromMenu } from "../support/menus";
import { searchGroups, searchPicker } from "../support/pickers";
import { passwordSignIn } from "../support/tokens";
import { findStoredUsers, seedUser } from "../users/users-helpers";
import type { Page } from "@playwright/test";
import { button, type ApiRequest, type Ids, type PageAction } from "./limited-actions";

/**
 * The actions of detail pages' tabs, each going through with one change on the server. Those
 * that work on an object of their own seed it per administrator, named after the test's tag.
 */

/**
 * Assigns a role seeded for the administrator alone (`prefix` and the tag name it) through the
 * shared assign dialog: a user's or group's role mapping, a role's associated roles, a client
 * scope's role scope. A realm role, or with `clientRole` a role of the seeded client `portal`.
 */
export function assignRole(options: {
  prefix: string;
  path: (ids: Ids) => string;
  name?: string;
  clientRole?: boolean;
}): PageAction {
  const { prefix, path, name = "assign a realm role", clientRole = false } = options;
  const role = (tag: string) => `${prefix}-${tag}`;
  const label = (tag: string) => (clientRole ? `portal ${role(tag)}` : role(tag));
  return {
    name,
    control: (page) => button(page, "Assign role"),
    seed: async (realm, tag) => {
      if (!clientRole) return (await seedRole(realm, role(tag))).id;
      const [portal] = await json<{ id: string }[]>(`/${realm}/clients?clientId=portal`);
      return seedClientRole(realm, portal?.id ?? "", role(tag));
    },
    request: (ids, tag, seeded) => ({
      method: "POST",
      path: path(ids),
      body: [{ id: seeded, name: role(tag) }],
    }),
    press: async (page, tag) => {
      await button(page, "Assign role").click();
      const dialog = page.getByRole("dialog", { name: "Assign roles" });
      if (clientRole) await dialog.getByRole("button", { name: "Client roles" }).click();
      await searchPicker(dialog, "Search Available roles", role(tag));
      // The role can show on the unsearched page first; its row is replaced once the search applies.
      await expect(
        dialog.getByRole("button", { name: `Remove the search "${role(tag)}"` }),
      ).toBeVisible();
      await dialog.getByRole("checkbox", { name: `Select ${label(tag)}` }).check();
      await dialog.getByRole("button", { name: "Assign 1 role" }).click();
      await expect(page.getByText("1 role was assigned.")).toBeVisible();
    },
  };
}

/** Creates a role of a client and returns its id (the server's answer names only the role). */
export async function seedClientRole(realm: string, client: string, name: string) {
  const roles = `/${realm}/clients/${client}/roles`;
  await adminFetch(roles, { method: "POST", body: JSON.stringify({ name }) });
  return (await json<{ id: string }>(`${roles}/${name}`)).id;
}

/** The seeded client scope's mapper, which its page saves again. */
export const badgeMapper = {
  name: "badge",
  protocol: "openid-connect",
  protocolMapper: "oidc-hardcoded-claim-mapper",
  config: { "claim.name": "badge", "claim.value": "blue" },
};

/**
 * Changes a seeded mapper's claim value and saves it on the mapper's page; `models` is where its
 * owner (a client scope, or a client's dedicated scope) keeps its mappers in the API.
 */
export function saveMapper(
  name: string,
  models: (ids: Ids) => string,
  id: (ids: Ids) => string,
): PageAction {
  return {
    name,
    control: (page) => button(page, "Save"),
    request: (ids, tag) => ({
      method: "PUT",
      path: `${models(ids)}/${id(ids)}`,
      body: { ...badgeMapper, id: id(ids), config: { ...badgeMapper.config, "claim.value": tag } },
    }),
    press: async (page, tag) => {
      await page.getByRole("textbox", { name: "Claim value" }).fill(`edited-${tag}`);
      await button(page, "Save").click();
      // The alert of a mapper saved just before may still show: the form, pristine again once
      // the server took the change, says this save went through.
      await expect(page.getByText("Mapper saved").first()).toBeVisible();
      await expect(button(page, "Save")).toBeDisabled();
    },
  };
}

export const resetPassword: PageAction = {
  name: "reset the password",
  control: (page) => button(page, "Reset password"),
  request: (ids) => ({
    method: "PUT",
    path: `/users/${ids.user}/reset-password`,
    body: { type: "password", value: "Probe-pass-4711", temporary: true },
  }),
  press: async (page) => {
    await button(page, "Reset password").click();
    const dialog = page.getByRole("dialog", { name: "Reset password" });
    await dialog.getByRole("textbox", { name: "Password", exact: true }).fill("Probe-pass-4711");
    await dialog.getByRole("textbox", { name: "Password confirmation" }).fill("Probe-pass-4711");
    await dialog.getByRole("button", { name: "Save password" }).click();
    await expect(page.getByText("The password was set.")).toBeVisible();
  },
};

/** Adds a user seeded for the administrator alone to the group through the member picker. */
export const addMember: PageAction = {
  name: "add a member",
  control: (page) => button(page, "Add members"),
  seed: (realm, tag) => seedUser(realm, { username: `member-${tag}` }),
  request: (ids, _tag, seeded) => ({ method: "PUT", path: `/users/${seeded}/groups/${ids.group}` }),
  press: async (page, tag) => {
    await button(page, "Add members").click();
    const picker = page.getByRole("dialog", { name: "Add members to team" });
    await searchPicker(picker, "Search users", `member-${tag}`);
    await picker.getByRole("checkbox", { name: new RegExp(`member-${tag}`) }).check();
    await picker.getByRole("button", { name: "Add 1 user" }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByRole("row").filter({ hasText: `member-${tag}` })).toBeVisible();
  },
};

/** Makes the user join a group seeded for the administrator alone through the group picker. */
export const joinGroup: PageAction = {
  name: "join a group",
  control: (page) => button(page, "Join group"),
  seed: (realm, tag) => seedGroup(realm, `club-${tag}`),
  request: (ids, _tag, seeded) => ({ method: "PUT", path: `/users/${ids.user}/groups/${seeded}` }),
  press: async (page, tag) => {
    await button(page, "Join group").click();
    const dialog = page.getByRole("dialog", { name: "Join groups" });
    await searchGroups(dialog, `club-${tag}`);
    await dialog.getByRole("checkbox", { name: `/club-${tag}` }).check();
    await dialog.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByText("The user joined 1 group.")).toBeVisible();
  },
};

/** Creates a sub-group of the group through the child groups tab's dialog. */
export const createSubGroup: PageAction = {
  name: "create a sub-group",
  control: (page) => button(page, "Create sub-group").first(),
  request: (ids, tag) => ({
    method: "POST",
    path: `/groups/${ids.group}/children`,
    body: { name: `probe-${tag}` },
  }),
  press: async (page, tag) => {
    await button(page, "Create sub-group").first().click();
    const dialog = page.getByRole("dialog", { name: "Create a sub-group of team" });
    await dialog.getByRole("textbox", { name: "Name" }).fill(`made-${tag}`);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await expect(page.getByText(`Group made-${tag} created`)).toBeVisible();
  },
};

/**
 * Adds a hardcoded-claim mapper, named after the test, by configuration: to a client scope's
 * mappers or a client's dedicated scope (`models` the mappers' address in the API).
 */
export function addMapper(models: (ids: Ids) => string, name = "add a mapper"): PageAction {
  return {
    name,
    control: (page) => button(page, "Add mapper"),
    request: (ids, tag) => ({
      method: "POST",
      path: models(ids),
      body: {
        name: `probe-${tag}`,
        protocol: "openid-connect",
        protocolMapper: "oidc-hardcoded-claim-mapper",
        config: { "claim.name": `probe_${tag}`, "claim.value": "yes" },
      },
    }),
    press: async (page, tag) => {
      await chooseFromMenu(
        button(page, "Add mapper"),
        page.getByRole("menuitem", { name: /By configuration/ }),
      );
      const dialog = page.getByRole("dialog", { name: "Configure a new mapper" });
      await searchPicker(dialog, "Search mapper types", "Hardcoded claim");
      await dialog.getByRole("radio", { name: "Hardcoded claim", exact: true }).check();
      await dialog.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("textbox", { name: "Name", exact: true }).fill(`made-${tag}`);
      await page.getByRole("textbox", { name: "Token claim name" }).fill(`made_${tag}`);
      await page.getByRole("textbox", { name: "Claim value" }).fill("yes");
      await button(page, "Save").click();
      await expect(page.getByRole("heading", { level: 1, name: `made-${tag}` })).toBeVisible();
    },
  };
}

/**
 * An action behind a button that asks first: pressing it confirms the dialog (`title`, with
 * `confirm` its button) and waits for the console's confirmation (`done`).
 */
function confirmedAction(
  name: string,
  options: {
    control: string;
    title: string;
    confirm: string;
    done: string;
    request: (ids: Ids, tag: string, seeded: string) => ApiRequest;
    seed?: PageAction["seed"];
  },
): PageAction {
  return {
    name,
    control: (page) => button(page, options.control),
    request: options.request,
    ...(options.seed !== undefined && { seed: options.seed }),
    press: async (page) => {
      await button(page, options.control).click();
      const dialog = page.getByRole("dialog", { name: options.title });
      await dialog.getByRole("button", { name: options.confirm, exact: true }).click();
      await expect(page.getByText(options.done)).toBeVisible();
    },
  };
}

export const regenerateSecret = confirmedAction("regenerate the client secret", {
  control: "Regenerate secret",
  title: "Regenerate the client secret?",
  confirm: "Regenerate",
  done: "The client has a new secret",
  request: (ids) => ({ method: "POST", path: `/clients/${ids.client}/client-secret` }),
});

export const generateClientKeys = confirmedAction("generate the client's keys", {
  control: "Generate new keys",
  title: "Generate new keys?",
  confirm: "Generate",
  done: "New keys were generated",
  request: (ids) => ({
    method: "POST",
    path: `/clients/${ids.client}/certificates/jwt.credential/generate`,
  }),
});

const sessionPassword = "Session-pass-4711";

/**
 * Ends every session of the seeded user, after opening one for the administrator's test (a
 * password sign-in at the realm's admin-cli), so the tab lists a session to end.
 */
export const signOutUser = confirmedAction("sign the user out everywhere", {
  control: "Sign out all sessions",
  title: "Sign out all sessions?",
  confirm: "Sign out all sessions",
  done: "Signed out.",
  request: (ids) => ({ method: "POST", path: `/users/${ids.user}/logout` }),
  seed: async (realm) => {
    const [user] = await findStoredUsers(realm, "someone");
    if (user === undefined) throw new Error("The user someone is not seeded.");
    // A password sign-in wants a profile without gaps: the realm's profile asks for these.
    await adminFetch(`/${realm}/users/${user.id}`, {
      method: "PUT",
      body: JSON.stringify({
        email: "someone@example.org",
        firstName: "Some",
        lastName: "One",
        requiredActions: [],
      }),
    });
    await adminFetch(`/${realm}/users/${user.id}/reset-password`, {
      method: "PUT",
      body: JSON.stringify({ type: "password", value: sessionPassword, temporary: false }),
    });
    const status = await passwordSignIn(realm, "someone", sessionPassword);
    if (status !== 200) throw new Error(`someone could not sign in: ${String(status)}`);
    return user.id;
  },
});

export const revokeClientTokens: PageAction = {
  name: "revoke the client's tokens",
  control: (page) => button(page, "Set to now"),
  request: (ids) => ({
    method: "PUT",
    path: `/clients/${ids.client}`,
    body: { clientId: "portal", notBefore: Math.floor(Date.now() / 1000) },
  }),
  press: async (page) => {
    await button(page, "Set to now").click();
    await expect(page.getByText("Not before set to now: earlier tokens are revoked")).toBeVisible();
  },
};

/** Adds a client scope seeded for the administrator alone to the client as a default scope. */
export const addClientScope: PageAction = {
  name: "add a client scope",
  control: (page) => button(page, "Add client scope").first(),
  seed: async (realm, tag) => (await seedScope(realm, `added-${tag}`)).id,
  request: (ids, _tag, seeded) => ({
    method: "PUT",
    path: `/clients/${ids.client}/default-client-scopes/${seeded}`,
  }),
  press: async (page, tag) => {
    await button(page, "Add client scope").first().click();
    const dialog = page.getByRole("dialog", { name: "Add client scopes to the client" });
    await searchPicker(dialog, "Search client scopes", `added-${tag}`);
    await dialog.getByRole("checkbox", { name: `added-${tag}`, exact: true }).check();
    await dialog.getByRole("button", { name: "Add 1 scope as default" }).click();
    await expect(page.getByText("1 client scope added")).toBeVisible();
  },
};

const userActions = (page: Page) => button(page, "User actions");

/**
 * Impersonates the seeded user from their page's kebab. In the administrator's own realm the
 * server replaces the administrator's session with the user's, so this is the last action a test
 * presses: the browser ends in the user's account console.
 */
export const impersonateUser: PageAction = {
  name: "impersonate the user",
  control: userActions,
  offered: async (page) => {
    if ((await userActions(page).count()) === 0) return false;
    // Counted once the menu shows, and closed before going on: a menu left open would be closed
    // again by the press's own click.
    await userActions(page).click();
    const menu = page.getByRole("menu");
    await expect(menu).toBeVisible();
    const offered = (await menu.getByRole("menuitem", { name: "Impersonate" }).count()) > 0;
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    return offered;
  },
  request: (ids) => ({ method: "POST", path: `/users/${ids.user}/impersonation` }),
  press: async (page) => {
    await userActions(page).click();
    await page.getByRole("menuitem", { name: "Impersonate" }).click();
    await page.waitForURL((url) => /^\/realms\/[^/]+\/account/.test(url.pathname));
    await expect(page.getByText("Some One").first()).toBeVisible();
  },
};
