import { beforeAll, describe, expect, it } from "vitest";
import { adminCreate, useThrowawayRealm } from "./realm-fixture.js";

const kc = useThrowawayRealm("client-authz");
let id = "";
let userId = "";

beforeAll(async () => {
  const created = await kc.client.clients.create({
    realm: kc.realm,
    clientId: "authz-app",
    publicClient: false,
    serviceAccountsEnabled: true,
    authorizationServicesEnabled: true,
  });
  id = created.id;
  // Policy evaluation treats service-account users apart, so the policies name an ordinary user.
  userId = await adminCreate(`/${kc.realm}/users`, { username: "authz-user", enabled: true });
});

describe("client authorization", () => {
  it("reads, changes, exports and imports the resource server settings", async () => {
    const { client, realm } = kc;
    const server = await client.clients.getResourceServer({ realm, id });
    expect(server).toMatchObject({ clientId: id, policyEnforcementMode: "ENFORCING" });

    await client.clients.updateResourceServer(
      { realm, id },
      { ...server, policyEnforcementMode: "PERMISSIVE", decisionStrategy: "AFFIRMATIVE" },
    );
    expect(await client.clients.getResourceServer({ realm, id })).toMatchObject({
      policyEnforcementMode: "PERMISSIVE",
      decisionStrategy: "AFFIRMATIVE",
    });

    await client.clients.importResource(
      { realm, id },
      {
        policyEnforcementMode: "ENFORCING",
        resources: [{ name: "imported", uris: ["/imported/*"] }],
        scopes: [{ name: "imported-scope" }],
      },
    );
    const exported = await client.clients.exportResource({ realm, id });
    expect(exported.policyEnforcementMode).toBe("ENFORCING");
    expect(exported.resources?.map((r) => r.name)).toContain("imported");
    expect(exported.scopes?.map((s) => s.name)).toContain("imported-scope");
  });

  it("creates, reads, updates and deletes scopes and resources", async () => {
    const { client, realm } = kc;
    const scope = await client.clients.createAuthorizationScope({ realm, id }, { name: "read" });
    const scopeId = scope.id ?? "";
    expect(await client.clients.getAuthorizationScope({ realm, id, scopeId })).toMatchObject({
      name: "read",
    });
    await client.clients.updateAuthorizationScope(
      { realm, id, scopeId },
      { ...scope, displayName: "Read" },
    );
    const scopes = await client.clients.listAllScopes({ realm, id, name: "read", deep: false });
    expect(scopes.find((s) => s.id === scopeId)?.displayName).toBe("Read");

    const resource = await client.clients.createResource(
      { realm, id },
      { name: "document", uris: ["/doc/*"], scopes: [{ name: "read" }], attributes: { a: ["1"] } },
    );
    const resourceId = resource._id ?? "";
    expect(resource.owner).toMatchObject({ id });
    expect(await client.clients.getResource({ realm, id, resourceId })).toMatchObject({
      name: "document",
      uris: ["/doc/*"],
    });
    await client.clients.updateResource(
      { realm, id, resourceId },
      { ...resource, displayName: "Document" },
    );
    const listed = await client.clients.listResources({ realm, id, name: "document", deep: true });
    expect(listed.map((r) => r.displayName)).toEqual(["Document"]);
    expect(
      (await client.clients.listScopesByResource({ realm, id, resourceName: resourceId })).map(
        (s) => s.name,
      ),
    ).toEqual(["read"]);
    expect(
      (await client.clients.listAllResourcesByScope({ realm, id, scopeId })).map((r) => r.name),
    ).toEqual(["document"]);

    await client.clients.delResource({ realm, id, resourceId });
    expect(await client.clients.listResources({ realm, id, name: "document" })).toEqual([]);
    await client.clients.delAuthorizationScope({ realm, id, scopeId });
    expect((await client.clients.listAllScopes({ realm, id })).map((s) => s.id)).not.toContain(
      scopeId,
    );
  });

  it("creates, finds, updates and deletes policies", async () => {
    const { client, realm } = kc;
    const providers = await client.clients.listPolicyProviders({ realm, id });
    expect(providers.map((p) => p.type)).toEqual(
      expect.arrayContaining(["user", "role", "group", "aggregate"]),
    );

    const created = await client.clients.createPolicy(
      { realm, id, type: "user" },
      { name: "authz user", users: [userId] },
    );
    const policyId = created.id ?? "";
    expect(created).toMatchObject({ type: "user", users: [userId], logic: "POSITIVE" });
    expect(await client.clients.findPolicyByName({ realm, id, name: "authz user" })).toMatchObject({
      id: policyId,
    });
    expect(await client.clients.findPolicyByName({ realm, id, name: "nobody" })).toBeUndefined();
    expect(await client.clients.findOnePolicy({ realm, id, policyId })).toMatchObject({
      name: "authz user",
    });
    expect(
      await client.clients.findOnePolicyWithType({ realm, id, type: "user", policyId }),
    ).toMatchObject({ users: [userId] });

    await client.clients.updatePolicy(
      { realm, id, type: "user", policyId },
      { ...created, description: "changed" },
    );
    const listed = await client.clients.listPolicies({ realm, id, permission: "false", max: 10 });
    expect(listed.find((p) => p.id === policyId)?.description).toBe("changed");

    const upserted = await client.clients.createOrUpdatePolicy({
      realm,
      id,
      policyName: "authz user",
      policy: { ...created, description: "upserted" },
    });
    expect(upserted).toMatchObject({ id: policyId, description: "upserted" });
    const inserted = await client.clients.createOrUpdatePolicy({
      realm,
      id,
      policyName: "second",
      policy: { name: "second", type: "user", users: [userId] },
    });
    expect(inserted.id).not.toBe(policyId);

    await client.clients.delPolicy({ realm, id, policyId: inserted.id ?? "" });
    expect(await client.clients.findOnePolicy({ realm, id, policyId: inserted.id ?? "" })).toBe(
      undefined,
    );
  });

  it("creates, finds, updates and deletes permissions and evaluates them", async () => {
    const { client, realm } = kc;
    const scope = await client.clients.createAuthorizationScope({ realm, id }, { name: "write" });
    const resource = await client.clients.createResource(
      { realm, id },
      { name: "ledger", scopes: [{ name: "write" }] },
    );
    const policy = await client.clients.createPolicy(
      { realm, id, type: "user" },
      { name: "ledger users", users: [userId] },
    );
    const scopeId = scope.id ?? "";
    const resourceId = resource._id ?? "";
    const policyId = policy.id ?? "";

    const resourcePermission = await client.clients.createPermission(
      { realm, id, type: "resource" },
      { name: "ledger access", resources: [resourceId], policies: [policyId] },
    );
    const scopePermission = await client.clients.createPermission(
      { realm, id, type: "scope" },
      { name: "ledger write", resources: [resourceId], scopes: [scopeId], policies: [policyId] },
    );
    const permissionId = scopePermission.id ?? "";

    const found = await client.clients.findPermissions({ realm, id, name: "ledger", max: 10 });
    expect(found.map((p) => p.name).sort()).toEqual(["ledger access", "ledger write"]);
    expect(
      await client.clients.findOnePermission({ realm, id, type: "scope", permissionId }),
    ).toMatchObject({ name: "ledger write" });
    await client.clients.updatePermission(
      { realm, id, type: "scope", permissionId },
      { ...scopePermission, description: "writes", scopes: [scopeId], resources: [resourceId] },
    );
    expect(
      (await client.clients.findOnePermission({ realm, id, type: "scope", permissionId }))
        ?.description,
    ).toBe("writes");
    const scoped = await client.clients.listPermissionScope({ realm, id, name: "ledger" });
    expect(scoped.map((p) => p.name)).toEqual(["ledger write"]);

    expect(
      (await client.clients.getAssociatedScopes({ realm, id, permissionId })).map((s) => s.name),
    ).toEqual(["write"]);
    expect(
      (await client.clients.getAssociatedResources({ realm, id, permissionId })).map((r) => r.name),
    ).toEqual(["ledger"]);
    expect(
      (await client.clients.getAssociatedPolicies({ realm, id, permissionId })).map((p) => p.name),
    ).toEqual(["ledger users"]);
    expect(
      (await client.clients.listDependentPolicies({ realm, id, policyId }))
        .map((p) => p.name)
        .sort(),
    ).toEqual(["ledger access", "ledger write"]);
    expect(
      (await client.clients.listPermissionsByResource({ realm, id, resourceId })).map(
        (p) => p.name,
      ),
    ).toContain("ledger access");
    expect(
      (await client.clients.listAllPermissionsByScope({ realm, id, scopeId })).map((p) => p.name),
    ).toEqual(["ledger write"]);

    const evaluation = await client.clients.evaluateResource(
      { realm, id },
      {
        userId,
        resources: [{ _id: resourceId }],
        entitlements: false,
        context: { attributes: {} },
      },
    );
    expect(evaluation.status).toBe("PERMIT");
    expect(evaluation.rpt?.sub).toBe(userId);

    await client.clients.delPermission({ realm, id, type: "scope", permissionId });
    expect(
      await client.clients.findOnePermission({ realm, id, type: "scope", permissionId }),
    ).toBeUndefined();
    await client.clients.delPermission({
      realm,
      id,
      type: "resource",
      permissionId: resourcePermission.id ?? "",
    });
  });
});
