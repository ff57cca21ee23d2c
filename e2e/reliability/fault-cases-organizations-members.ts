import type { Page } from "@playwright/test";
import { adminCreate } from "../support/admin-create";
import { type Action, target, toast } from "../support/faults";
import { openConsole } from "../support/fixtures";
import { searchPicker } from "../support/pickers";
import { unique } from "../support/realms";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { seedUser } from "../users/users-helpers";
import {
  addMember,
  createOrganization,
  enableOrganizations,
  expect,
  memberNames,
  readJson,
} from "../organizations/members-helpers";
import type { FaultName } from "./fault-cases";

/**
 * The fault cases of an organization's members and groups tabs: loading the members, adding,
 * removing and inviting them; loading the groups, creating and deleting one. The subject's `id`
 * is the organization's, its `name` the user or group acted on.
 */

const membersRoute = (realm: string, orgId: string) => `${realm}/organizations/${orgId}/members`;
const groupsRoute = (realm: string, orgId: string) => `${realm}/organizations/${orgId}/groups`;
const dialog = (page: Page) => page.getByRole("dialog");
const dialogFailure = (page: Page, title: string) =>
  dialog(page).getByRole("heading").filter({ hasText: title }).locator("..");
const listFailure = (page: Page) =>
  page.getByRole("grid").getByRole("row").filter({ hasText: "The list could not be loaded" });
const membersGrid = (page: Page) => page.getByRole("grid", { name: "Members" });
/** A list read is tried three times on a server or network failure (see console-providers.tsx). */
const listTries = 3;

/** A new organization in the realm (organizations switched on), with one user to act on. */
async function organizationWithUser(realm: string, member: boolean) {
  await enableOrganizations(realm);
  const orgId = await createOrganization(realm, unique("org"));
  const name = unique("member");
  const userId = await seedUser(realm, { username: name, email: `${name}@example.test` });
  if (member) await addMember(realm, orgId, userId);
  return { id: orgId, name, others: [userId] };
}

async function organizationWithGroup(realm: string) {
  await enableOrganizations(realm);
  const orgId = await createOrganization(realm, unique("org"));
  const name = unique("group");
  await adminCreate(`/${realm}/organizations/${orgId}/groups`, { name });
  return { id: orgId, name };
}

const groupNames = async (realm: string, orgId: string) =>
  (await readJson<{ name: string }[]>(`/${realm}/organizations/${orgId}/groups`)).map(
    (group) => group.name,
  );

/** The sink of the invitation case, closed once the case has checked what arrived. */
let invitationSink: SmtpSink | undefined;

export const organizationsMembersActions = {
  organizationMembersList: {
    name: "organization members: load the list",
    prepare: async (page, realm) => {
      const subject = await organizationWithUser(realm, true);
      await openConsole(page, membersRoute(realm, subject.id));
      await expect(membersGrid(page).getByRole("link", { name: subject.name })).toBeVisible();
      return subject;
    },
    target: (realm, subject) => target("GET", realm, `organizations/${subject.id}/members\\?`),
    tries: listTries,
    // The members' table comes first; the pending invitations' table has a Refresh of its own.
    act: (page) => page.getByRole("button", { name: "Refresh" }).first().click(),
    failure: (page) =>
      membersGrid(page).getByRole("row").filter({ hasText: "The list could not be loaded" }),
    unchanged: () => Promise.resolve(),
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(membersGrid(page).getByRole("link", { name: subject.name })).toBeVisible();
    },
    stored: () => Promise.resolve(),
  },

  organizationMemberAdd: {
    name: "organization members: add",
    prepare: async (page, realm) => {
      const subject = await organizationWithUser(realm, false);
      await openConsole(page, membersRoute(realm, subject.id));
      await page.getByRole("button", { name: "Add members" }).click();
      await searchPicker(dialog(page), "Search users", subject.name);
      await dialog(page).getByRole("checkbox", { name: subject.name }).check();
      return subject;
    },
    target: (realm, subject) => target("POST", realm, `organizations/${subject.id}/members$`),
    act: (page) => dialog(page).getByRole("button", { name: "Add (1)" }).click(),
    failure: (page) => dialogFailure(page, "The users could not all be added"),
    kept: (page, subject) =>
      expect(dialog(page).getByRole("checkbox", { name: subject.name })).toBeChecked(),
    unchanged: async (realm, subject) => {
      expect(await memberNames(realm, subject.id)).toEqual([]);
    },
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Add (1)" }).click();
      await expect(toast(page, "Members added: 1")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await memberNames(realm, subject.id)).toEqual([subject.name]);
    },
  },

  organizationMemberRemove: {
    name: "organization members: remove",
    prepare: async (page, realm) => {
      const subject = await organizationWithUser(realm, true);
      await openConsole(page, membersRoute(realm, subject.id));
      await page.getByRole("button", { name: `Actions for ${subject.name}` }).click();
      await page.getByRole("menuitem", { name: "Remove from organization" }).click();
      return subject;
    },
    target: (realm, subject) =>
      target("DELETE", realm, `organizations/${subject.id}/members/${subject.others?.[0] ?? ""}$`),
    act: (page) => dialog(page).getByRole("button", { name: "Remove from organization" }).click(),
    failure: (page) => dialogFailure(page, "The members could not all be removed"),
    unchanged: async (realm, subject) => {
      expect(await memberNames(realm, subject.id)).toEqual([subject.name]);
    },
    retry: async (page) => {
      await dialog(page).getByRole("button", { name: "Remove from organization" }).click();
      await expect(toast(page, "Members removed: 1")).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await memberNames(realm, subject.id)).toEqual([]);
    },
  },

  organizationMemberInvite: {
    name: "organization members: invite by e-mail",
    prepare: async (page, realm) => {
      invitationSink = await startSmtpSink();
      await enableOrganizations(realm, {
        smtpServer: {
          host: "127.0.0.1",
          port: String(invitationSink.port),
          from: "noreply@example.test",
        },
      });
      const orgId = await createOrganization(realm, unique("org"));
      await openConsole(page, membersRoute(realm, orgId));
      await page.getByRole("button", { name: "Invite by e-mail" }).click();
      const typed = `${unique("invitee")}@example.test`;
      await dialog(page).getByRole("textbox", { name: "E-mail" }).fill(typed);
      return { id: orgId, name: typed, typed };
    },
    target: (realm, subject) =>
      target("POST", realm, `organizations/${subject.id}/members/invite-user$`),
    act: (page) => dialog(page).getByRole("button", { name: "Send invitation" }).click(),
    failure: (page) => dialogFailure(page, "The invitation could not be sent"),
    kept: (page, subject) =>
      expect(dialog(page).getByRole("textbox", { name: "E-mail" })).toHaveValue(
        subject.typed ?? "",
      ),
    unchanged: () => {
      expect(invitationSink?.messages ?? []).toEqual([]);
      return Promise.resolve();
    },
    retry: async (page, subject) => {
      await dialog(page).getByRole("button", { name: "Send invitation" }).click();
      await expect(toast(page, `An invitation was sent to ${subject.name}.`)).toBeVisible();
    },
    stored: async (_realm, subject) => {
      try {
        await expect
          .poll(() => invitationSink?.messages.map((message) => message.to))
          .toEqual([[subject.name]]);
      } finally {
        await invitationSink?.close();
        invitationSink = undefined;
      }
    },
  },

  organizationGroupsList: {
    name: "organization groups: load the list",
    prepare: async (page, realm) => {
      const subject = await organizationWithGroup(realm);
      await openConsole(page, groupsRoute(realm, subject.id));
      await expect(
        page.getByRole("grid").getByRole("button", { name: subject.name, exact: true }),
      ).toBeVisible();
      return subject;
    },
    target: (realm, subject) => target("GET", realm, `organizations/${subject.id}/groups\\?`),
    tries: listTries,
    act: (page) => page.getByRole("button", { name: "Refresh" }).click(),
    failure: listFailure,
    unchanged: () => Promise.resolve(),
    retry: async (page, subject) => {
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(
        page.getByRole("grid").getByRole("button", { name: subject.name, exact: true }),
      ).toBeVisible();
    },
    stored: () => Promise.resolve(),
  },

  organizationGroupCreate: {
    name: "organization groups: create",
    prepare: async (page, realm) => {
      await enableOrganizations(realm);
      const orgId = await createOrganization(realm, unique("org"));
      await openConsole(page, groupsRoute(realm, orgId));
      await page.getByRole("button", { name: "Create group" }).click();
      const typed = unique("created");
      await dialog(page).getByRole("textbox", { name: "Name" }).fill(typed);
      return { id: orgId, name: typed, typed };
    },
    target: (realm, subject) => target("POST", realm, `organizations/${subject.id}/groups$`),
    act: (page) => dialog(page).getByRole("button", { name: "Create", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The group could not be saved"),
    kept: (page, subject) =>
      expect(dialog(page).getByRole("textbox", { name: "Name" })).toHaveValue(subject.typed ?? ""),
    unchanged: async (realm, subject) => {
      expect(await groupNames(realm, subject.id)).toEqual([]);
    },
    retry: async (page, subject) => {
      await dialog(page).getByRole("button", { name: "Create", exact: true }).click();
      await expect(toast(page, `Group ${subject.name} created.`)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await groupNames(realm, subject.id)).toEqual([subject.name]);
    },
  },

  organizationGroupDelete: {
    name: "organization groups: delete",
    prepare: async (page, realm) => {
      const subject = await organizationWithGroup(realm);
      await openConsole(page, groupsRoute(realm, subject.id));
      await page.getByRole("button", { name: `Actions for ${subject.name}` }).click();
      await page.getByRole("menuitem", { name: "Delete" }).click();
      return subject;
    },
    target: (realm, subject) => target("DELETE", realm, `organizations/${subject.id}/groups/`),
    act: (page) => dialog(page).getByRole("button", { name: "Delete", exact: true }).click(),
    failure: (page) => dialogFailure(page, "The group could not be deleted"),
    unchanged: async (realm, subject) => {
      expect(await groupNames(realm, subject.id)).toEqual([subject.name]);
    },
    retry: async (page, subject) => {
      await dialog(page).getByRole("button", { name: "Delete", exact: true }).click();
      await expect(toast(page, `Group ${subject.name} deleted.`)).toBeVisible();
    },
    stored: async (realm, subject) => {
      expect(await groupNames(realm, subject.id)).toEqual([]);
    },
  },
} satisfies Record<string, Action>;

type OrganizationsMembersAction = keyof typeof organizationsMembersActions;

/** Each action against faults of every kind between them: statuses, no answer, offline. */
export const organizationsMembersFaultCases: [OrganizationsMembersAction, FaultName[]][] = [
  ["organizationMembersList", ["500 with message", "connection reset"]],
  ["organizationMemberAdd", ["503 with message", "timeout"]],
  ["organizationMemberRemove", ["502 without body", "connection failed"]],
  ["organizationMemberInvite", ["500 without body", "offline"]],
  ["organizationGroupsList", ["502 with error", "connection failed"]],
  ["organizationGroupCreate", ["500 with message", "connection reset"]],
  ["organizationGroupDelete", ["503 without body", "timeout"]],
];
