import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { smtpSettings, startSmtpSink, type SmtpSink } from "./smtp-sink.js";
import { connect, partnerIdentityProvider } from "./support.js";

function person(username: string) {
  return {
    username,
    email: `${username}@example.test`,
    firstName: "Org",
    lastName: "Member",
    enabled: true,
  };
}

describe("organizations", () => {
  let realm: ThrowawayRealm;
  let sink: SmtpSink;
  let client: KeycloakAdminClient;
  let at: { realm: string };

  beforeAll(async () => {
    sink = await startSmtpSink();
    realm = await createThrowawayRealm("orgs", {
      organizationsEnabled: true,
      smtpServer: smtpSettings(sink),
      users: [person("member-a"), person("member-b")],
      identityProviders: [partnerIdentityProvider],
    });
    at = { realm: realm.name };
    client = await connect();
  });

  afterAll(async () => {
    await realm.dispose();
    await sink.close();
  });

  async function userId(username: string): Promise<string> {
    const [user] = await client.users.find({ ...at, username, exact: true });
    return user?.id ?? "";
  }

  async function createOrganization(name: string): Promise<string> {
    const { id } = await client.organizations.create({
      ...at,
      name,
      alias: name,
      description: `${name} description`,
      domains: [{ name: `${name}.test` }],
      attributes: { region: ["eu"] },
    });
    return id;
  }

  it("creates, finds, counts, updates and deletes an organization", async () => {
    const id = await createOrganization("acme");
    await expect(client.organizations.findOne({ ...at, id })).resolves.toMatchObject({
      id,
      name: "acme",
      alias: "acme",
      enabled: true,
      description: "acme description",
      domains: [{ name: "acme.test", verified: false }],
      attributes: { region: ["eu"] },
    });
    const found = await client.organizations.find({
      ...at,
      search: "acm",
      first: 0,
      max: 5,
      briefRepresentation: false,
    });
    expect(found.map((organization) => organization.id)).toEqual([id]);
    await expect(client.organizations.find({ ...at, search: "acm", exact: true })).resolves.toEqual(
      [],
    );
    const byAttribute = await client.organizations.find({ ...at, q: "region:eu" });
    expect(byAttribute.map((organization) => organization.id)).toEqual([id]);
    await expect(client.organizations.count({ ...at, search: "acme" })).resolves.toBe(1);

    await client.organizations.updateById(
      { ...at, id },
      {
        name: "acme",
        alias: "acme",
        enabled: false,
        domains: [{ name: "acme.test" }, { name: "acme.example" }],
      },
    );
    const updated = await client.organizations.findOne({ ...at, id });
    expect(updated?.enabled).toBe(false);
    expect(updated?.domains?.map((domain) => domain.name).sort()).toEqual([
      "acme.example",
      "acme.test",
    ]);

    await client.organizations.delById({ ...at, id });
    await expect(client.organizations.count(at)).resolves.toBe(0);
  });

  it("adds, lists, counts, finds and removes members", async () => {
    const orgId = await createOrganization("members");
    const a = await userId("member-a");
    await client.organizations.addMember({ ...at, orgId, userId: a });

    const members = await client.organizations.listMembers({
      ...at,
      orgId,
      first: 0,
      max: 10,
      search: "member-a",
    });
    expect(members.map((member) => [member.username, member.membershipType])).toEqual([
      ["member-a", "UNMANAGED"],
    ]);
    await expect(
      client.organizations.listMembers({ ...at, orgId, membershipType: "MANAGED" }),
    ).resolves.toEqual([]);
    await expect(client.organizations.countMembers({ ...at, orgId })).resolves.toBe(1);
    await expect(
      client.organizations.findMember({ ...at, orgId, userId: a }),
    ).resolves.toMatchObject({
      id: a,
      username: "member-a",
    });
    const organizations = await client.organizations.memberOrganizations({
      ...at,
      userId: a,
      briefRepresentation: true,
    });
    expect(organizations.map((organization) => organization.id)).toEqual([orgId]);

    await client.organizations.delMember({ ...at, orgId, userId: a });
    await expect(client.organizations.countMembers({ ...at, orgId })).resolves.toBe(0);
    await client.organizations.delById({ ...at, id: orgId });
  });

  it("invites new and existing users by e-mail and manages the invitations", async () => {
    const orgId = await createOrganization("inviting");
    const form = new FormData();
    form.append("email", "newcomer@example.test");
    form.append("firstName", "New");
    form.append("lastName", "Comer");
    await client.organizations.invite({ ...at, orgId }, form);
    const first = await sink.waitFor((mail) => mail.to.includes("<newcomer@example.test>"));
    expect(first.data).toContain("Subject: Invitation to join the inviting organization");

    const invitations = await client.organizations.listInvitations({
      ...at,
      orgId,
      email: "newcomer@example.test",
    });
    expect(invitations).toHaveLength(1);
    const invitation = invitations[0];
    expect(invitation).toMatchObject({
      email: "newcomer@example.test",
      firstName: "New",
      status: "PENDING",
    });
    const invitationId = invitation?.id ?? "";
    await expect(
      client.organizations.findInvitation({ ...at, orgId, invitationId }),
    ).resolves.toMatchObject({
      id: invitationId,
      organizationId: orgId,
    });

    const before = sink.mails.length;
    await client.organizations.resendInvitation({ ...at, orgId, invitationId });
    await sink.waitFor(
      (mail) => sink.mails.indexOf(mail) >= before && mail.to.includes("<newcomer@example.test>"),
    );
    // A resent invitation replaces the old one under a new id.
    const [resent] = await client.organizations.listInvitations({
      ...at,
      orgId,
      status: "PENDING",
    });
    expect(resent?.id).not.toBe(invitationId);
    expect(resent?.email).toBe("newcomer@example.test");
    await client.organizations.deleteInvitation({ ...at, orgId, invitationId: resent?.id ?? "" });
    await expect(client.organizations.listInvitations({ ...at, orgId })).resolves.toEqual([]);

    const existing = new FormData();
    existing.append("id", await userId("member-b"));
    await client.organizations.inviteExistingUser({ ...at, orgId }, existing);
    await sink.waitFor((mail) => mail.to.includes("<member-b@example.test>"));
    await client.organizations.delById({ ...at, id: orgId });
  });

  it("links and unlinks an identity provider", async () => {
    const orgId = await createOrganization("linked");
    await client.organizations.linkIdp({ ...at, orgId, alias: "partner-idp" });
    const linked = await client.organizations.listIdentityProviders({ ...at, orgId });
    expect(linked.map((provider) => provider.alias)).toEqual(["partner-idp"]);
    await client.organizations.unLinkIdp({ ...at, orgId, alias: "partner-idp" });
    await expect(client.organizations.listIdentityProviders({ ...at, orgId })).resolves.toEqual([]);
    await client.organizations.delById({ ...at, id: orgId });
  });
});
