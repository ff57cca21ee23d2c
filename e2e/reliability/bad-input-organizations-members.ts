import { adminCreate } from "../support/admin-create";
import { openConsole } from "../support/fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { seedUser } from "../users/users-helpers";
import {
  addMember,
  createOrganization,
  enableOrganizations,
  expect,
  readJson,
} from "../organizations/members-helpers";
import type { BadInput } from "./bad-input-cases";
import type { BadInputForm } from "./bad-input-forms";

/**
 * An organization's invitation by e-mail (the address checked by the console; one that belongs
 * to a member already refused by the server) and its new group (name required, not blank, not
 * taken at the top level, which the server judges).
 */
export const organizationsMembersForms = {
  "invite to an organization by e-mail": {
    submit: "Send invitation",
    // The server keeps the invitee's name only when both parts are given.
    good: () => ({
      "E-mail": "newcomer@example.test",
      "First name": "Nia",
      "Last name": "Okafor",
    }),
    open: async (page, realm) => {
      // Sending the invitation needs an SMTP server: a sink that keeps the mail.
      const sink = await startSmtpSink();
      await enableOrganizations(realm, {
        smtpServer: { host: "127.0.0.1", port: String(sink.port), from: "noreply@example.test" },
      });
      const orgId = await createOrganization(realm, "Invites");
      const memberId = await seedUser(realm, {
        username: "member",
        email: "member@example.test",
      });
      await addMember(realm, orgId, memberId);
      await openConsole(page, `${realm}/organizations/${orgId}/members`);
      await page.getByRole("button", { name: "Invite by e-mail" }).click();
      await expect(page.getByRole("dialog", { name: "Invite to Invites by e-mail" })).toBeVisible();
      return {
        stored: async () => {
          const [invitation] = await readJson<
            { email?: string; firstName?: string; lastName?: string }[]
          >(`/${realm}/organizations/${orgId}/invitations`);
          return (
            invitation && {
              "E-mail": invitation.email,
              "First name": invitation.firstName,
              "Last name": invitation.lastName,
            }
          );
        },
        cleanup: () => sink.close(),
      };
    },
  },
  "new organization group": {
    submit: "Create",
    good: () => ({ Name: "Engineering", Description: "Builds things" }),
    open: async (page, realm) => {
      await enableOrganizations(realm);
      const orgId = await createOrganization(realm, "Grouped");
      await adminCreate(`/${realm}/organizations/${orgId}/groups`, { name: "Taken" });
      await openConsole(page, `${realm}/organizations/${orgId}/groups`);
      await page.getByRole("button", { name: "Create group" }).click();
      await expect(page.getByRole("dialog", { name: "Create a group" })).toBeVisible();
      return {
        stored: async () => {
          const found = (
            await readJson<{ name: string; description?: string }[]>(
              `/${realm}/organizations/${orgId}/groups`,
            )
          ).find((group) => group.name !== "Taken");
          return found && { Name: found.name, Description: found.description };
        },
      };
    },
  },
} satisfies Record<string, BadInputForm>;

const row = (
  form: keyof typeof organizationsMembersForms,
  by: BadInput["by"],
  field: string,
  value: string,
  message: string,
): BadInput => ({ form, field, value, message, by });

export const organizationsMembersInputs: BadInput[] = [
  row("invite to an organization by e-mail", "console", "E-mail", "", "This field is required."),
  row(
    "invite to an organization by e-mail",
    "console",
    "E-mail",
    "nia at home",
    "Enter a valid e-mail address.",
  ),
  row(
    "invite to an organization by e-mail",
    "server",
    "E-mail",
    "member@example.test",
    "User already a member of the organization",
  ),
  row("new organization group", "console", "Name", "", "This field is required."),
  row("new organization group", "console", "Name", "   ", "The name cannot be only spaces."),
  row(
    "new organization group",
    "server",
    "Name",
    "Taken",
    "There is already a group named Taken at this place in the tree. Choose another name.",
  ),
];
