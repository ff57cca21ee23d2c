import { describe, expect, it } from "vitest";
import { expectNetworkError, useThrowawayRealm } from "./realm-fixture.js";

const fixture = useThrowawayRealm("org-groups", {
  organizationsEnabled: true,
  users: ["member", "outsider"].map((username) => ({
    username,
    email: `${username}@example.test`,
    enabled: true,
  })),
});

async function userId(username: string): Promise<string> {
  const [user] = await fixture.client.users.find({ realm: fixture.realm, username, exact: true });
  return user?.id ?? "";
}

async function newOrganization(name: string): Promise<string> {
  const { id } = await fixture.client.organizations.create({
    realm: fixture.realm,
    name,
    alias: name,
    domains: [{ name: `${name}.example.test` }],
  });
  return id;
}

describe("organization groups", () => {
  it("keeps a group tree of its own, apart from the realm's groups", async () => {
    const at = { realm: fixture.realm };
    const orgId = await newOrganization("acme");
    const groups = fixture.client.organizations.groups(orgId);
    expect(groups.isOrgGroups()).toBe(true);
    expect(groups.getOrgId()).toBe(orgId);

    const { id: engineering } = await groups.create({ ...at, name: "engineering" });
    const { id: backend } = await groups.createChildGroup(
      { ...at, id: engineering },
      { name: "backend" },
    );
    await expect(groups.findOne({ ...at, id: backend })).resolves.toMatchObject({
      name: "backend",
      path: "/engineering/backend",
    });
    const children = await groups.listSubGroups({ ...at, parentId: engineering });
    expect(children.map((group) => group.name)).toEqual(["backend"]);
    const top = await groups.find(at);
    expect(top.map((group) => group.name)).toEqual(["engineering"]);
    // Not among the realm's groups.
    await expect(fixture.client.groups.find(at)).resolves.toEqual([]);

    // Moving: to the top level, and back under engineering.
    await groups.updateRoot({ ...at, id: backend, name: "backend" });
    expect((await groups.find(at)).map((group) => group.name).sort()).toEqual([
      "backend",
      "engineering",
    ]);
    await groups.updateChildGroup({ ...at, id: engineering }, { id: backend, name: "backend" });
    expect((await groups.find(at)).map((group) => group.name)).toEqual(["engineering"]);

    await groups.update({ ...at, id: engineering }, { name: "engineering", description: "R&D" });
    await expect(groups.findOne({ ...at, id: engineering })).resolves.toMatchObject({
      description: "R&D",
    });
    await groups.del({ ...at, id: engineering });
    await expect(groups.find(at)).resolves.toEqual([]);
  });

  it("adds and removes organization members, and lists a member's groups", async () => {
    const at = { realm: fixture.realm };
    const orgId = await newOrganization("globex");
    const groups = fixture.client.organizations.groups(orgId);
    const member = await userId("member");
    await fixture.client.organizations.addMember({ ...at, orgId, userId: member });
    const { id: sales } = await groups.create({ ...at, name: "sales" });
    const { id: support } = await groups.create({ ...at, name: "support" });

    await groups.addMemberToOrgGroup({ ...at, groupId: sales, userId: member });
    await groups.addMemberToOrgGroup({ ...at, groupId: support, userId: member });
    const members = await groups.listMembers({ ...at, id: sales });
    expect(members?.map((user) => user.username)).toEqual(["member"]);
    const memberGroups = await groups.listOrgGroups({ ...at, id: member });
    expect(memberGroups.map((group) => group.name).sort()).toEqual(["sales", "support"]);
    const searched = await groups.listOrgGroups({ ...at, id: member, search: "sup", max: 5 });
    expect(searched.map((group) => group.name)).toEqual(["support"]);

    await groups.removeMemberFromOrgGroup({ ...at, groupId: sales, userId: member });
    await expect(groups.listMembers({ ...at, id: sales })).resolves.toEqual([]);
    // Membership of the realm's groups is a different thing: the user has none.
    await expect(fixture.client.users.listGroups({ ...at, id: member })).resolves.toEqual([]);
  });

  it("does not let someone outside the organization into its groups", async () => {
    const at = { realm: fixture.realm };
    const orgId = await newOrganization("initech");
    const groups = fixture.client.organizations.groups(orgId);
    const { id } = await groups.create({ ...at, name: "staff" });
    const refused = await expectNetworkError(
      groups.addMemberToOrgGroup({ ...at, groupId: id, userId: await userId("outsider") }),
      400,
    );
    expect(refused.message).toBe("User is not member of the organization");
  });
});
