import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { connect } from "./support.js";

describe("roles", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };

  beforeAll(async () => {
    realm = await createThrowawayRealm("roles", {
      roles: { client: { app: [{ name: "app-role" }] } },
      clients: [{ clientId: "app", publicClient: true }],
      users: [{ username: "role-holder", enabled: true, realmRoles: ["holder-role"] }],
      groups: [{ name: "role-group", realmRoles: ["holder-role"] }],
    });
    at = { realm: realm.name };
    client = await connect();
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("creates, reads, updates and deletes a realm role by name", async () => {
    await expect(
      client.roles.create({
        ...at,
        name: "by name / slashless",
        description: "first",
        attributes: { a: ["1"] },
      }),
    ).resolves.toEqual({ roleName: "by name / slashless" });
    const role = await client.roles.findOneByName({ ...at, name: "by name / slashless" });
    expect(role).toMatchObject({
      name: "by name / slashless",
      description: "first",
      composite: false,
      clientRole: false,
    });
    await client.roles.updateByName(
      { ...at, name: "by name / slashless" },
      { ...role, description: "second" },
    );
    await expect(
      client.roles.findOneByName({ ...at, name: "by name / slashless" }),
    ).resolves.toMatchObject({
      description: "second",
    });
    const listed = await client.roles.find({
      ...at,
      search: "slashless",
      first: 0,
      max: 5,
      briefRepresentation: false,
    });
    expect(listed.map((entry) => entry.attributes)).toEqual([{ a: ["1"] }]);
    await client.roles.delByName({ ...at, name: "by name / slashless" });
    await expect(
      client.roles.findOneByName({ ...at, name: "by name / slashless" }),
    ).resolves.toBeUndefined();
  });

  it("reads, updates and deletes a role by id", async () => {
    await client.roles.create({ ...at, name: "by-id" });
    const id = (await client.roles.findOneByName({ ...at, name: "by-id" }))?.id ?? "";
    await expect(client.roles.findOneById({ ...at, id })).resolves.toMatchObject({
      id,
      name: "by-id",
    });
    await client.roles.updateById({ ...at, id }, { name: "by-id-renamed", description: "renamed" });
    await expect(client.roles.findOneById({ ...at, id })).resolves.toMatchObject({
      name: "by-id-renamed",
      description: "renamed",
    });
    await client.roles.delById({ ...at, id });
    await expect(client.roles.findOneById({ ...at, id })).resolves.toBeUndefined();
  });

  it("lists the users and groups holding a role", async () => {
    const users = await client.roles.findUsersWithRole({
      ...at,
      name: "holder-role",
      first: 0,
      max: 10,
    });
    expect(users?.map((user) => user.username)).toEqual(["role-holder"]);
    const groups = await client.roles.findGroupsWithRole({
      ...at,
      name: "holder-role",
      briefRepresentation: true,
    });
    expect(groups?.map((group) => group.name)).toEqual(["role-group"]);
    await expect(
      client.roles.findUsersWithRole({ ...at, name: "no-such-role" }),
    ).resolves.toBeUndefined();
  });

  it("manages the composites of a role", async () => {
    await client.roles.create({ ...at, name: "composite" });
    await client.roles.create({ ...at, name: "part" });
    const composite = await client.roles.findOneByName({ ...at, name: "composite" });
    const part = await client.roles.findOneByName({ ...at, name: "part" });
    const [app] = await client.clients.find({ ...at, clientId: "app" });
    const appRole = await client.clients.findRole({
      ...at,
      id: app?.id ?? "",
      roleName: "app-role",
    });
    const id = composite?.id ?? "";

    await client.roles.createComposite({ ...at, roleId: id }, [part ?? {}, appRole ?? {}]);
    await expect(client.roles.findOneById({ ...at, id })).resolves.toMatchObject({
      composite: true,
    });
    const all = await client.roles.getCompositeRoles({ ...at, id, first: 0, max: 10 });
    expect(all.map((role) => role.name).sort()).toEqual(["app-role", "part"]);
    const searched = await client.roles.getCompositeRoles({ ...at, id, search: "par" });
    expect(searched.map((role) => role.name)).toEqual(["part"]);
    expect(
      (await client.roles.getCompositeRolesForRealm({ ...at, id })).map((role) => role.name),
    ).toEqual(["part"]);
    const forClient = await client.roles.getCompositeRolesForClient({
      ...at,
      id,
      clientId: app?.id ?? "",
    });
    expect(forClient.map((role) => role.name)).toEqual(["app-role"]);

    await client.roles.delCompositeRoles({ ...at, id }, [part ?? {}]);
    expect(
      (await client.roles.getCompositeRolesForRealm({ ...at, id })).map((role) => role.name),
    ).toEqual([]);
    await client.roles.delByName({ ...at, name: "composite" });
    await client.roles.delByName({ ...at, name: "part" });
  });

  it("reaches the version 1 permission endpoints, which this server has switched off", async () => {
    const id = (await client.roles.findOneByName({ ...at, name: "holder-role" }))?.id ?? "";
    await expect(client.roles.listPermissions({ ...at, id })).rejects.toMatchObject({
      message: "Feature not enabled",
    });
    await expect(
      client.roles.updatePermission({ ...at, id }, { enabled: true }),
    ).rejects.toMatchObject({
      message: "Feature not enabled",
    });
  });
});
