import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { connect, testPassword } from "./support.js";

describe("users: role mappings", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };
  let holderId: string;
  let appId: string;

  beforeAll(async () => {
    realm = await createThrowawayRealm("user-roles", {
      roles: { realm: [{ name: "reader" }], client: { app: [{ name: "app-editor" }] } },
      clients: [{ clientId: "app", publicClient: true, redirectUris: ["http://app.test/*"] }],
      users: [
        {
          username: "holder",
          enabled: true,
          // Imported users get no default roles; the effective-role checks expect this one.
          realmRoles: ["offline_access"],
          credentials: [{ type: "password", value: testPassword, temporary: false }],
        },
      ],
    });
    at = { realm: realm.name };
    client = await connect();
    const [holder] = await client.users.find({ ...at, username: "holder", exact: true });
    holderId = holder?.id ?? "";
    const [app] = await client.clients.find({ ...at, clientId: "app" });
    appId = app?.id ?? "";
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("maps realm roles", async () => {
    const reader = await client.roles.findOneByName({ ...at, name: "reader" });
    const role = { id: reader?.id ?? "", name: "reader" };
    expect(
      (await client.users.listAvailableRealmRoleMappings({ ...at, id: holderId })).map(
        (r) => r.name,
      ),
    ).toContain("reader");
    await client.users.addRealmRoleMappings({ ...at, id: holderId, roles: [role] });
    expect(
      (await client.users.listRealmRoleMappings({ ...at, id: holderId })).map((r) => r.name),
    ).toContain("reader");
    const effective = await client.users.listCompositeRealmRoleMappings({ ...at, id: holderId });
    expect(effective.map((r) => r.name)).toEqual(
      expect.arrayContaining(["reader", "offline_access"]),
    );
    expect(
      (await client.users.listAvailableRealmRoleMappings({ ...at, id: holderId })).map(
        (r) => r.name,
      ),
    ).not.toContain("reader");
    await client.users.delRealmRoleMappings({ ...at, id: holderId, roles: [role] });
    expect(
      (await client.users.listRealmRoleMappings({ ...at, id: holderId })).map((r) => r.name),
    ).not.toContain("reader");
  });

  it("maps client roles", async () => {
    const target = { ...at, id: holderId, clientUniqueId: appId };
    const [available] = await client.users.listAvailableClientRoleMappings(target);
    expect(available?.name).toBe("app-editor");
    const role = { id: available?.id ?? "", name: "app-editor" };
    await client.users.addClientRoleMappings({ ...target, roles: [role] });
    expect((await client.users.listClientRoleMappings(target)).map((r) => r.name)).toEqual([
      "app-editor",
    ]);
    expect((await client.users.listCompositeClientRoleMappings(target)).map((r) => r.name)).toEqual(
      ["app-editor"],
    );
    const all = await client.users.listRoleMappings({ ...at, id: holderId });
    expect(all.clientMappings?.app?.mappings?.map((r) => r.name)).toEqual(["app-editor"]);
    expect(all.realmMappings?.map((r) => r.name)).toEqual(["offline_access"]);
    await client.users.delClientRoleMappings({ ...target, roles: [role] });
    await expect(client.users.listClientRoleMappings(target)).resolves.toEqual([]);
  });

  it("pages available and effective client roles through the console extension", async () => {
    const holder = { ...at, type: "users" as const, id: holderId };
    const available = await client.uiExt.findAvailableClientRoles({
      ...holder,
      first: 0,
      max: 5,
      search: "app-ed",
    });
    expect(available).toEqual([
      expect.objectContaining({ role: "app-editor", client: "app", clientId: appId }),
    ]);
    // A role reached only through a group is effective but not assigned.
    const { id: groupId } = await client.groups.create({ ...at, name: "editors" });
    const role = { id: available[0]?.id ?? "", name: "app-editor" };
    await client.groups.addClientRoleMappings({
      ...at,
      id: groupId,
      clientUniqueId: appId,
      roles: [role],
    });
    await client.users.addToGroup({ ...at, id: holderId, groupId });
    const effective = await client.uiExt.findEffectiveClientRoles({
      ...holder,
      first: 0,
      max: 100,
    });
    expect(effective.map((entry) => `${entry.client ?? ""}/${entry.role}`)).toContain(
      "app/app-editor",
    );
    // "Available" means not mapped directly: a role inherited through a group can still be assigned.
    await expect(
      client.uiExt.findAvailableClientRoles({ ...holder, search: "app-ed" }),
    ).resolves.toHaveLength(1);
    await client.groups.del({ ...at, id: groupId });
  });
});
