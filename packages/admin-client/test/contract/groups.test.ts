import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { connect, testPassword } from "./support.js";

describe("groups", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };

  beforeAll(async () => {
    realm = await createThrowawayRealm("groups", {
      roles: { realm: [{ name: "member-role" }], client: { app: [{ name: "app-role" }] } },
      clients: [{ clientId: "app", publicClient: true }],
      users: [
        {
          username: "grouped",
          enabled: true,
          credentials: [{ type: "password", value: testPassword }],
        },
      ],
    });
    at = { realm: realm.name };
    client = await connect();
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("creates, reads, updates and deletes a group", async () => {
    const { id } = await client.groups.create({
      ...at,
      name: "crud",
      attributes: { colour: ["red"] },
    });
    await expect(client.groups.findOne({ ...at, id })).resolves.toMatchObject({
      id,
      name: "crud",
      path: "/crud",
      attributes: { colour: ["red"] },
    });
    await client.groups.update({ ...at, id }, { name: "crud-renamed", description: "changed" });
    await expect(client.groups.findOne({ ...at, id })).resolves.toMatchObject({
      name: "crud-renamed",
      description: "changed",
    });
    await client.groups.del({ ...at, id });
    await expect(client.groups.findOne({ ...at, id })).resolves.toBeUndefined();
  });

  it("builds a tree, searches it with every query option and counts", async () => {
    const { id: rootId } = await client.groups.create({
      ...at,
      name: "root",
      attributes: { tier: ["gold"] },
    });
    const created = await client.groups.setOrCreateChild({ ...at, id: rootId }, { name: "leaf" });
    const leafId = created?.id ?? "";
    expect(created).toMatchObject({ name: "leaf", path: "/root/leaf" });
    const { id: siblingId } = await client.groups.create({ ...at, name: "sibling" });

    // Moving an existing group under another answers without a body.
    await expect(
      client.groups.setOrCreateChild({ ...at, id: rootId }, { id: siblingId, name: "sibling" }),
    ).resolves.toBeUndefined();
    const children = await client.groups.listSubGroups({
      ...at,
      parentId: rootId,
      first: 0,
      max: 10,
      briefRepresentation: false,
    });
    expect(children.map((group) => group.name).sort()).toEqual(["leaf", "sibling"]);
    const leafOnly = await client.groups.listSubGroups({
      ...at,
      parentId: rootId,
      search: "lea",
      exact: false,
    });
    expect(leafOnly.map((group) => group.id)).toEqual([leafId]);

    const top = await client.groups.find({ ...at, first: 0, max: 10 });
    expect(top.map((group) => group.name)).toEqual(["root"]);
    expect(top[0]?.subGroupCount).toBe(2);
    const hierarchy = await client.groups.find({
      ...at,
      search: "leaf",
      populateHierarchy: true,
      briefRepresentation: false,
    });
    expect(hierarchy[0]?.subGroups?.map((group) => group.name)).toEqual(["leaf"]);
    const exact = await client.groups.find({ ...at, search: "lea", exact: true });
    expect(exact).toEqual([]);
    const byAttribute = await client.groups.find({ ...at, q: "tier:gold" });
    expect(byAttribute.map((group) => group.id)).toEqual([rootId]);
    const paged = await client.groups.find({ ...at, first: 1, max: 10 });
    expect(paged).toEqual([]);

    await expect(client.groups.count(at)).resolves.toEqual({ count: 3 });
    await expect(client.groups.count({ ...at, top: true })).resolves.toEqual({ count: 1 });
    await expect(client.groups.count({ ...at, search: "sib" })).resolves.toEqual({ count: 1 });

    await client.groups.del({ ...at, id: rootId });
    await expect(client.groups.count(at)).resolves.toEqual({ count: 0 });
  });

  it("lists members, and nothing for a missing group", async () => {
    const { id } = await client.groups.create({ ...at, name: "with-members" });
    const [user] = await client.users.find({ ...at, username: "grouped", exact: true });
    await client.users.addToGroup({ ...at, id: user?.id ?? "", groupId: id });
    const members = await client.groups.listMembers({
      ...at,
      id,
      first: 0,
      max: 5,
      briefRepresentation: true,
    });
    expect(members?.map((member) => member.username)).toEqual(["grouped"]);
    await expect(
      client.groups.listMembers({ ...at, id: "no-such-group" }),
    ).resolves.toBeUndefined();
    await client.groups.del({ ...at, id });
  });

  it("maps realm and client roles to a group", async () => {
    const { id } = await client.groups.create({ ...at, name: "roled" });
    const [app] = await client.clients.find({ ...at, clientId: "app" });
    const target = { ...at, id };
    const clientTarget = { ...target, clientUniqueId: app?.id ?? "" };

    const realmRole = (await client.groups.listAvailableRealmRoleMappings(target)).find(
      (role) => role.name === "member-role",
    );
    await client.groups.addRealmRoleMappings({
      ...target,
      roles: [{ id: realmRole?.id ?? "", name: "member-role" }],
    });
    expect((await client.groups.listRealmRoleMappings(target)).map((role) => role.name)).toEqual([
      "member-role",
    ]);
    expect(
      (await client.groups.listCompositeRealmRoleMappings(target)).map((role) => role.name),
    ).toEqual(["member-role"]);

    const [clientRole] = await client.groups.listAvailableClientRoleMappings(clientTarget);
    await client.groups.addClientRoleMappings({
      ...clientTarget,
      roles: [{ id: clientRole?.id ?? "", name: "app-role" }],
    });
    expect(
      (await client.groups.listClientRoleMappings(clientTarget)).map((role) => role.name),
    ).toEqual(["app-role"]);
    expect(
      (await client.groups.listCompositeClientRoleMappings(clientTarget)).map((role) => role.name),
    ).toEqual(["app-role"]);
    const all = await client.groups.listRoleMappings(target);
    expect(all.realmMappings?.map((role) => role.name)).toEqual(["member-role"]);
    expect(all.clientMappings?.app?.mappings?.map((role) => role.name)).toEqual(["app-role"]);

    await client.groups.delClientRoleMappings({
      ...clientTarget,
      roles: [{ id: clientRole?.id ?? "", name: "app-role" }],
    });
    await client.groups.delRealmRoleMappings({
      ...target,
      roles: [{ id: realmRole?.id ?? "", name: "member-role" }],
    });
    await expect(client.groups.listRoleMappings(target)).resolves.toEqual({});
    await client.groups.del(target);
  });

  it("reaches the version 1 permission endpoints, which this server has switched off", async () => {
    const { id } = await client.groups.create({ ...at, name: "guarded" });
    await expect(client.groups.listPermissions({ ...at, id })).rejects.toMatchObject({
      message: "Feature not enabled",
    });
    await expect(
      client.groups.updatePermission({ ...at, id }, { enabled: true }),
    ).rejects.toMatchObject({
      message: "Feature not enabled",
    });
    await client.groups.del({ ...at, id });
  });
});
