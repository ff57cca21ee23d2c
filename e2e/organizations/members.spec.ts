import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { searchPicker } from "../support/pickers";
import { startSmtpSink } from "../support/smtp-sink";
import { seedUser } from "../users/users-helpers";
import {
  addMember,
  createOrganization,
  enableOrganizations,
  expect,
  memberNames,
  readJson,
  realmLinkOf,
} from "./members-helpers";

const membersRoute = (realm: string, orgId: string) => `${realm}/organizations/${orgId}/members`;

test.describe("organization members", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("adds existing users as members and removes one, confirmed", async ({ page, realm }) => {
    await enableOrganizations(realm);
    const orgId = await createOrganization(realm, "Acme");
    await seedUser(realm, { username: "amira", email: "amira@example.test", firstName: "Amira" });
    await seedUser(realm, { username: "bruno", email: "bruno@example.test", lastName: "Keller" });
    await seedUser(realm, { username: "carla", email: "carla@example.test" });

    await openConsole(page, membersRoute(realm, orgId));
    await expect(page.getByRole("heading", { name: "No members" })).toBeVisible();
    await page.getByRole("button", { name: "Add members" }).click();
    const dialog = page.getByRole("dialog", { name: "Add members to Acme" });
    await searchPicker(dialog, "Search users", "amira");
    await dialog.getByRole("checkbox", { name: "amira" }).check();
    await searchPicker(dialog, "Search users", "bruno");
    await dialog.getByRole("checkbox", { name: "bruno" }).check();
    await dialog.getByRole("button", { name: "Add (2)" }).click();
    await expect(page.getByText("Members added: 2")).toBeVisible();

    const table = page.getByRole("grid", { name: "Members" });
    const amira = table.getByRole("row").filter({ hasText: "amira@example.test" });
    await expect(amira.getByRole("link", { name: "amira" })).toBeVisible();
    await expect(amira).toContainText("Amira");
    await expect(amira).toContainText("Unmanaged");
    await expect(table.getByRole("row").filter({ hasText: "bruno" })).toContainText("Keller");
    await expect(table.getByRole("row").filter({ hasText: "carla" })).toHaveCount(0);
    expect(await memberNames(realm, orgId)).toEqual(["amira", "bruno"]);
    await expectNoAxeViolations(page);

    await table.getByRole("button", { name: "Actions for bruno" }).click();
    await page.getByRole("menuitem", { name: "Remove from organization" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove members? (1)" });
    await expect(confirm).toContainText("Remove bruno from Acme?");
    await confirm.getByRole("button", { name: "Remove from organization" }).click();
    await expect(page.getByText("Members removed: 1")).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "bruno" })).toHaveCount(0);
    await expect(amira).toBeVisible();
    expect(await memberNames(realm, orgId)).toEqual(["amira"]);
  });

  // Managed members come from signing in through the organization's identity provider, which
  // this file does not set up: the filter is checked against unmanaged members only.
  test("filters members by membership type and searches on the server", async ({ page, realm }) => {
    await enableOrganizations(realm);
    const orgId = await createOrganization(realm, "Globex");
    for (const username of ["dora", "dmitri"]) {
      await addMember(realm, orgId, await seedUser(realm, { username }));
    }
    await openConsole(page, membersRoute(realm, orgId));
    const table = page.getByRole("grid", { name: "Members" });
    await expect(table.getByRole("link", { name: "dmitri" })).toBeVisible();

    const managedAsked = page.waitForRequest(
      (request) =>
        request.url().includes(`/organizations/${orgId}/members?`) &&
        new URL(request.url()).searchParams.get("membershipType") === "MANAGED",
    );
    await page.getByRole("button", { name: /Membership type/ }).click();
    await page.getByRole("option", { name: "Managed", exact: true }).click();
    await managedAsked;
    await expect(page.getByText("No member has this membership type.")).toBeVisible();

    await page.getByRole("button", { name: /Membership type/ }).click();
    await page.getByRole("option", { name: "Unmanaged", exact: true }).click();
    await expect(table.getByRole("link", { name: "dora" })).toBeVisible();
    await expect(page).toHaveURL(/membershipType=UNMANAGED/);

    const searched = page.waitForRequest(
      (request) =>
        request.url().includes(`/organizations/${orgId}/members?`) &&
        new URL(request.url()).searchParams.get("search") === "dmi",
    );
    await page.getByRole("textbox", { name: "Search members" }).fill("dmi");
    await page.getByRole("textbox", { name: "Search members" }).press("Enter");
    await searched;
    await expect(table.getByRole("link", { name: "dmitri" })).toBeVisible();
    await expect(table.getByRole("link", { name: "dora" })).toHaveCount(0);
  });

  test("says where to look when the realm cannot send e-mail", async ({
    page,
    realm,
    browserWatch,
  }) => {
    browserWatch.allow(
      /^Failed to load resource: the server responded with a status of 500/,
      "the realm has no SMTP server, so the server fails to send the invitation",
      /\/invite-user$/,
    );
    await enableOrganizations(realm);
    const orgId = await createOrganization(realm, "Hooli");
    await openConsole(page, membersRoute(realm, orgId));
    await page.getByRole("button", { name: "Invite by e-mail" }).click();
    const dialog = page.getByRole("dialog", { name: "Invite to Hooli by e-mail" });
    const email = dialog.getByRole("textbox", { name: "E-mail" });
    await email.fill("not an address");
    await email.blur();
    await expect(dialog.getByText(/valid e-mail/i)).toBeVisible();
    await email.fill("gavin@example.test");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expect(dialog.getByText("The invitation could not be sent")).toBeVisible();
    await expect(dialog.getByText(/an SMTP server and a sender address/)).toBeVisible();
    await expect(email).toHaveValue("gavin@example.test");
  });

  // Gives the realm an SMTP server.
  test("invites an existing user, who becomes a member by following the e-mail's link", async ({
    page,
    browser,
    freshRealm: realm,
  }) => {
    const sink = await startSmtpSink();
    try {
      await enableOrganizations(realm, {
        smtpServer: { host: "127.0.0.1", port: String(sink.port), from: "noreply@example.test" },
      });
      const orgId = await createOrganization(realm, "Initech");
      await seedUser(realm, {
        username: "peter",
        email: "peter@example.test",
        emailVerified: true,
      });

      await openConsole(page, membersRoute(realm, orgId));
      await page.getByRole("button", { name: "Invite a user" }).click();
      const dialog = page.getByRole("dialog", { name: "Invite a user to Initech" });
      await searchPicker(dialog, "Search users", "peter");
      await dialog.getByRole("radio", { name: "peter" }).check();
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByText("An invitation was sent to peter@example.test.")).toBeVisible();
      await expect.poll(() => sink.messages.length).toBe(1);
      expect(sink.messages[0]?.to).toEqual(["peter@example.test"]);
      const link = realmLinkOf(sink.messages[0]?.data ?? "", realm);
      expect(link).toContain("/login-actions/action-token?key=");
      expect(await memberNames(realm, orgId)).toEqual([]);

      // The invitee follows the link in a browser of their own and confirms joining.
      const invitee = await browser.newContext();
      try {
        const inviteePage = await invitee.newPage();
        await inviteePage.goto(link ?? "");
        await expect(inviteePage.getByText(/about to join organization Initech/)).toBeVisible();
        await inviteePage.getByRole("link", { name: /proceed/ }).click();
        await expect.poll(() => memberNames(realm, orgId)).toEqual(["peter"]);
      } finally {
        await invitee.close();
      }

      await page.reload();
      const table = page.getByRole("grid", { name: "Members" });
      await expect(table.getByRole("row").filter({ hasText: "peter" })).toContainText(
        "peter@example.test",
      );
    } finally {
      await sink.close();
    }
  });

  // Gives the realm an SMTP server.
  test("invites a new address by e-mail", async ({ page, freshRealm: realm }) => {
    const sink = await startSmtpSink();
    try {
      await enableOrganizations(realm, {
        smtpServer: { host: "127.0.0.1", port: String(sink.port), from: "noreply@example.test" },
      });
      const orgId = await createOrganization(realm, "Umbrella");
      await openConsole(page, membersRoute(realm, orgId));
      await page.getByRole("button", { name: "Invite by e-mail" }).click();
      const dialog = page.getByRole("dialog", { name: "Invite to Umbrella by e-mail" });
      await dialog.getByRole("textbox", { name: "E-mail" }).fill("jill@example.test");
      await dialog.getByRole("textbox", { name: "First name" }).fill("Jill");
      await dialog.getByRole("textbox", { name: "Last name" }).fill("Valentine");
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: "Send invitation" }).click();
      await expect(page.getByText("An invitation was sent to jill@example.test.")).toBeVisible();
      await expect.poll(() => sink.messages.length).toBe(1);
      expect(sink.messages[0]?.to).toEqual(["jill@example.test"]);
      const link = realmLinkOf(sink.messages[0]?.data ?? "", realm);
      expect(link).toContain("/protocol/openid-connect/registrations?");
      expect(new URL(link ?? "").searchParams.get("token")).toMatch(/^ey/);
      const invitations = await readJson<
        { email: string; firstName?: string; lastName?: string }[]
      >(`/${realm}/organizations/${orgId}/invitations`);
      expect(invitations).toEqual([
        expect.objectContaining({
          email: "jill@example.test",
          firstName: "Jill",
          lastName: "Valentine",
        }),
      ]);

      // The invitation waits in the tab's pending invitations until withdrawn.
      const pending = page.getByRole("grid", { name: "Pending invitations" });
      const row = pending.getByRole("row").filter({ hasText: "jill@example.test" });
      await expect(row).toContainText("Jill Valentine");
      await pending.getByRole("button", { name: "Actions for jill@example.test" }).click();
      await page.getByRole("menuitem", { name: "Withdraw" }).click();
      const confirm = page.getByRole("dialog", { name: "Withdraw the invitation?" });
      await expect(confirm).toContainText("The link sent to jill@example.test stops working.");
      await confirm.getByRole("button", { name: "Withdraw" }).click();
      await expect(
        page.getByText("The invitation to jill@example.test was withdrawn."),
      ).toBeVisible();
      await expect(page.getByRole("heading", { name: "No pending invitations" })).toBeVisible();
      expect(await readJson(`/${realm}/organizations/${orgId}/invitations`)).toEqual([]);
    } finally {
      await sink.close();
    }
  });
});
