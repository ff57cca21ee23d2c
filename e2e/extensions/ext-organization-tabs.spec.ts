import { expectNoAxeViolations, openConsole, test } from "../support/fixtures";
import { flipSwitch } from "../users/users-helpers";
import {
  expect,
  extOrgs,
  seedExtOrganization,
  seedIdentityProvider,
} from "./ext-organizations-helpers";

const tabRoute = (realm: string, orgId: string, tab: string) =>
  `${realm}/ext-organizations/${orgId}/${tab}`;

test.describe("Extensions > Organizations: domains, invitations, identity providers", () => {
  // The shared server and machine are busy; a page can take a while to answer.
  test.describe.configure({ timeout: 180_000 });

  test("checks a domain, invites and revokes, links and unlinks an identity provider", async ({
    page,
    realm,
  }) => {
    const orgId = await seedExtOrganization(realm, {
      name: "umbrella",
      domains: ["umbrella.test"],
    });
    await seedIdentityProvider(realm, "umbrella-sso");

    // The test domain has no TXT record: the check runs and the domain stays unverified.
    await openConsole(page, tabRoute(realm, orgId, "domains"));
    const domains = page.getByRole("grid", { name: "Domains of the organization" });
    const domain = domains.getByRole("row", { name: /umbrella\.test/ });
    await expect(domain.getByText("Not verified")).toBeVisible();
    await expect(domain.getByRole("button", { name: /Copy the TXT record value/ })).toBeVisible();
    await domain.getByRole("button", { name: "Actions for umbrella.test" }).click();
    await page.getByRole("menuitem", { name: "Verify now" }).click();
    await expect(page.getByText(/Domain umbrella\.test is still not verified/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("tab", { name: "Invitations" }).click();
    await page.getByRole("button", { name: "Invite" }).click();
    const invite = page.getByRole("dialog", { name: "Invite to umbrella" });
    await invite.getByRole("textbox", { name: "Email" }).fill("alice@umbrella.test");
    await invite.getByRole("checkbox", { name: "view-members" }).check();
    // The test realm has no mail server: the invitation is only recorded.
    await flipSwitch(invite.getByRole("switch", { name: "Send the invitation by email" }));
    await invite.getByRole("button", { name: "Invite", exact: true }).click();
    await expect(page.getByText("alice@umbrella.test invited")).toBeVisible();
    const invitations = page.getByRole("grid", { name: "Pending invitations" });
    const row = invitations.getByRole("row", { name: /alice@umbrella\.test/ });
    await expect(row.getByText("view-members")).toBeVisible();
    const [stored] = await (await extOrgs()).listInvitations({ realm, orgId });
    expect(stored).toMatchObject({ email: "alice@umbrella.test", roles: ["view-members"] });
    await row.getByRole("button", { name: "Actions for alice@umbrella.test" }).click();
    await page.getByRole("menuitem", { name: "Revoke" }).click();
    await page
      .getByRole("dialog", { name: "Revoke the invitation of alice@umbrella.test?" })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expect(page.getByText("Invitation of alice@umbrella.test revoked")).toBeVisible();
    expect(await (await extOrgs()).listInvitations({ realm, orgId })).toEqual([]);

    await page.getByRole("tab", { name: "Identity providers" }).click();
    await page.getByRole("button", { name: "Link identity provider" }).click();
    const link = page.getByRole("dialog", { name: "Link an identity provider to umbrella" });
    await link.getByRole("radio", { name: "umbrella-sso" }).check();
    await link.getByRole("button", { name: "Link", exact: true }).click();
    await expect(page.getByText("Identity provider umbrella-sso linked")).toBeVisible();
    const linked = page.getByRole("grid", { name: "Linked identity providers" });
    await expect(linked.getByRole("row", { name: /umbrella-sso/ })).toBeVisible();
    expect(
      (await (await extOrgs()).listIdentityProviders({ realm, orgId })).map((idp) => idp.alias),
    ).toEqual(["umbrella-sso"]);
    await linked.getByRole("button", { name: "Actions for umbrella-sso" }).click();
    await page.getByRole("menuitem", { name: "Unlink" }).click();
    await page
      .getByRole("dialog", { name: "Unlink identity provider umbrella-sso?" })
      .getByRole("button", { name: "Unlink" })
      .click();
    await expect(page.getByText("Identity provider umbrella-sso unlinked")).toBeVisible();
    expect(await (await extOrgs()).listIdentityProviders({ realm, orgId })).toEqual([]);
  });
});
