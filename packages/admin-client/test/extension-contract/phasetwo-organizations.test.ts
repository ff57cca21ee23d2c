import { describe, expect, it } from "vitest";
import { NetworkError } from "../../src/core/network-error.js";
import { useThrowawayRealm } from "../contract/realm-fixture.js";
import { partnerIdentityProvider, uniqueName } from "../contract/support.js";

// Needs a server running Phase Two's organizations extension (see the README's Tests section).
describe("Phase Two organizations extension", () => {
  const fixture = useThrowawayRealm("p2orgs", {
    users: [
      { username: "member-a", email: "member-a@example.test", enabled: true },
      { username: "member-b", email: "member-b@example.test", enabled: true },
    ],
    identityProviders: [partnerIdentityProvider],
  });
  const at = () => ({ realm: fixture.realm });
  const orgs = () => fixture.client.phaseTwoOrganizations;

  async function userId(username: string): Promise<string> {
    const [user] = await fixture.client.users.find({ ...at(), username, exact: true });
    if (user?.id === undefined) throw new Error(`No user ${username}.`);
    return user.id;
  }

  async function createOrganization(domain = `${uniqueName("d")}.example.test`) {
    const name = uniqueName("org");
    const { id } = await orgs().create({ ...at(), name, displayName: "Acme", domains: [domain] });
    return { id, name, domain };
  }

  it("creates, finds, counts, updates and deletes an organization", async () => {
    const { id, name, domain } = await createOrganization();
    expect(id).not.toBe("");
    const found = await orgs().findOne({ ...at(), orgId: id });
    expect(found).toMatchObject({ id, name, displayName: "Acme", realm: fixture.realm });
    expect(found?.domains).toEqual([domain]);

    expect(
      (await orgs().find({ ...at(), search: name, first: 0, max: 10 })).map((o) => o.id),
    ).toEqual([id]);
    expect(await orgs().count({ ...at(), search: name })).toBe(1);

    await orgs().update(
      { ...at(), orgId: id },
      { name, displayName: "Acme Ltd", url: "https://acme.test", attributes: { tier: ["gold"] } },
    );
    expect(await orgs().findOne({ ...at(), orgId: id })).toMatchObject({
      displayName: "Acme Ltd",
      url: "https://acme.test",
      attributes: { tier: ["gold"] },
    });
    expect(await orgs().find({ ...at(), q: "tier:gold" })).toHaveLength(1);

    await orgs().del({ ...at(), orgId: id });
    expect(await orgs().findOne({ ...at(), orgId: id })).toBeUndefined();
  });

  it("lists a domain with its TXT record and verifies it on request", async () => {
    const { id, domain } = await createOrganization();
    const [listed] = await orgs().listDomains({ ...at(), orgId: id });
    expect(listed).toMatchObject({ domain_name: domain, verified: false });
    expect(listed?.record_key).toBeTruthy();
    expect(listed?.record_value).toBeTruthy();
    expect(await orgs().findDomain({ ...at(), orgId: id, domainName: domain })).toEqual(listed);
    // The test domain has no TXT record, so the check runs and the domain stays unverified.
    const verified = await orgs().verifyDomain({ ...at(), orgId: id, domainName: domain });
    expect(verified).toMatchObject({ domain_name: domain, verified: false });
  });

  it("adds, pages, counts and removes members", async () => {
    const { id } = await createOrganization();
    const [a, b] = [await userId("member-a"), await userId("member-b")];
    await orgs().addMember({ ...at(), orgId: id, userId: a });
    await orgs().addMember({ ...at(), orgId: id, userId: b });
    expect(await orgs().isMember({ ...at(), orgId: id, userId: a })).toBe(true);
    // The extension adds an administrator account of its own to every organization.
    expect(await orgs().countMembers({ ...at(), orgId: id })).toBe(3);
    expect(await orgs().countMembers({ ...at(), orgId: id, excludeAdminAccounts: true })).toBe(2);
    const firstPage = await orgs().listMembers({
      ...at(),
      orgId: id,
      excludeAdminAccounts: true,
      first: 0,
      max: 1,
    });
    const secondPage = await orgs().listMembers({
      ...at(),
      orgId: id,
      excludeAdminAccounts: true,
      first: 1,
      max: 1,
    });
    expect([...firstPage, ...secondPage].map((member) => member.username).sort()).toEqual([
      "member-a",
      "member-b",
    ]);
    const searched = await orgs().listMembers({ ...at(), orgId: id, search: "member-b" });
    expect(searched.map((member) => member.id)).toEqual([b]);

    await orgs().removeMember({ ...at(), orgId: id, userId: a });
    expect(await orgs().isMember({ ...at(), orgId: id, userId: a })).toBe(false);
  });

  it("records, lists, counts and deletes invitations", async () => {
    const { id, domain } = await createOrganization();
    const email = `invitee@${domain}`;
    const { id: invitationId } = await orgs().createInvitation(
      { ...at(), orgId: id },
      { email, send: false, roles: ["view-members"] },
    );
    expect(invitationId).not.toBe("");
    const invitations = await orgs().listInvitations({ ...at(), orgId: id, first: 0, max: 10 });
    expect(invitations).toEqual([
      expect.objectContaining({
        id: invitationId,
        email,
        organizationId: id,
        roles: ["view-members"],
      }),
    ]);
    expect(await orgs().countInvitations({ ...at(), orgId: id })).toBe(1);
    await orgs().deleteInvitation({ ...at(), orgId: id, invitationId });
    expect(await orgs().listInvitations({ ...at(), orgId: id })).toEqual([]);
  });

  it("creates organization roles, grants and revokes them, and deletes them", async () => {
    const { id } = await createOrganization();
    const member = await userId("member-a");
    await orgs().addMember({ ...at(), orgId: id, userId: member });
    // Every organization starts with the extension's own administration roles.
    const defaults = await orgs().listRoles({ ...at(), orgId: id });
    expect(defaults.map((role) => role.name)).toContain("manage-members");

    const { name } = await orgs().createRole(
      { ...at(), orgId: id },
      { name: "billing editor", description: "Edits invoices" },
    );
    expect(name).toBe("billing editor");
    expect(await orgs().findRole({ ...at(), orgId: id, name })).toMatchObject({
      name,
      description: "Edits invoices",
    });

    await orgs().grantRole({ ...at(), orgId: id, name, userId: member });
    expect(
      (await orgs().listRoleUsers({ ...at(), orgId: id, name })).map((user) => user.id),
    ).toEqual([member]);
    await orgs().revokeRole({ ...at(), orgId: id, name, userId: member });
    expect(await orgs().listRoleUsers({ ...at(), orgId: id, name })).toEqual([]);

    await orgs().delRole({ ...at(), orgId: id, name });
    expect(await orgs().findRole({ ...at(), orgId: id, name })).toBeUndefined();
  });

  it("links and unlinks one of the realm's identity providers", async () => {
    const { id, domain } = await createOrganization();
    await orgs().linkIdp({ ...at(), orgId: id }, { alias: "partner-idp", domains: [domain] });
    const linked = await orgs().listIdentityProviders({ ...at(), orgId: id });
    expect(linked.map((idp) => idp.alias)).toEqual(["partner-idp"]);
    await orgs().unlinkIdp({ ...at(), orgId: id, alias: "partner-idp" });
    expect(await orgs().listIdentityProviders({ ...at(), orgId: id })).toEqual([]);
  });

  it("sends the portal link request as a form, which the open-source distribution refuses", async () => {
    const { id } = await createOrganization();
    const refusal = await orgs()
      .createPortalLink({ ...at(), orgId: id, userId: await userId("member-a") })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(refusal).toBeInstanceOf(NetworkError);
    expect((refusal as NetworkError).status).toBe(400);
    expect((refusal as NetworkError).message).toMatch(/paid/);
  });
});
