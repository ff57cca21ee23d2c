import type { Page } from "@playwright/test";
import { seedGroup } from "../groups/groups-helpers";
import { expect, json } from "../roles/roles-helpers";
import { button, type PageAction } from "./limited-actions";
import type { BuiltPage } from "./limited-pages";
import { assignRole } from "./limited-tab-actions";
import { searchGroups } from "../support/pickers";

/**
 * The realm settings' user registration tab for limited administrators: its default roles and
 * default groups, each with the change it offers those who may manage the realm.
 */

/** The part's table, or the empty state it shows instead. */
const partContent = (page: Page) => {
  const panel = page.getByRole("tabpanel").last();
  return panel
    .getByRole("grid")
    .or(panel.getByRole("heading", { level: 2 }))
    .first();
};

/** What the default roles action seeds: a role for the administrator, and the realm's default role. */
interface SeededDefaultRole {
  role: string;
  defaultRole: string;
}

const assignToDefaultRole = assignRole({
  prefix: "welcome",
  path: () => "",
  name: "add a default role",
});

/**
 * Adds a realm role seeded for the administrator to the default roles. The request names the
 * default role by its id, which only the realm knows, so the seed returns both ids.
 */
const addDefaultRole: PageAction = {
  ...assignToDefaultRole,
  // The next page's role assignment waits for the same notification: this one goes first.
  press: async (page, tag) => {
    await assignToDefaultRole.press(page, tag);
    await button(page, 'Close the notification "1 role was assigned."').click();
  },
  seed: async (realm, tag) => {
    const role = (await assignToDefaultRole.seed?.(realm, tag)) ?? "";
    const defaultRole = await json<{ id: string }>(
      `/${realm}/roles/default-roles-${realm.toLowerCase()}`,
    );
    return JSON.stringify({ role, defaultRole: defaultRole.id } satisfies SeededDefaultRole);
  },
  request: (_ids, tag, seeded) => {
    const { role, defaultRole } = JSON.parse(seeded) as SeededDefaultRole;
    return {
      method: "POST",
      path: `/roles-by-id/${defaultRole}/composites`,
      body: [{ id: role, name: `welcome-${tag}` }],
    };
  },
};

/** Makes a group seeded for the administrator a default group, through the group picker. */
const addDefaultGroup: PageAction = {
  name: "add a default group",
  control: (page) => button(page, "Add groups"),
  // The picker lists the realm's groups, which the server shows only to these.
  choosesWith: ["view-users", "manage-users"],
  seed: (realm, tag) => seedGroup(realm, `newcomers-${tag}`),
  request: (_ids, _tag, seeded) => ({ method: "PUT", path: `/default-groups/${seeded}` }),
  press: async (page, tag) => {
    await button(page, "Add groups").click();
    const dialog = page.getByRole("dialog", { name: "Add default groups" });
    await searchGroups(dialog, `newcomers-${tag}`);
    await dialog.getByRole("checkbox", { name: `/newcomers-${tag}` }).check();
    await dialog.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByText("The chosen groups are now default groups.")).toBeVisible();
  },
};

export const registrationPages: BuiltPage[] = [
  {
    name: "realm settings default roles",
    heading: "Realm settings",
    route: () => "realm-settings/user-registration",
    access: ["view-realm"],
    shown: partContent,
    actions: [addDefaultRole],
  },
  {
    name: "realm settings default groups",
    heading: "Realm settings",
    route: () => "realm-settings/user-registration?section=default-groups",
    access: ["view-realm"],
    shown: partContent,
    actions: [addDefaultGroup],
  },
];
