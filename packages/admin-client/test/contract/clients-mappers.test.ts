import { describe, expect, it } from "vitest";
import { adminCreate, adminJson, useThrowawayRealm } from "./realm-fixture.js";

const kc = useThrowawayRealm("client-mappers");

async function newClient(clientId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { id } = await kc.client.clients.create({ realm: kc.realm, clientId, ...extra });
  return id;
}

async function newRealmRole(name: string): Promise<{ id: string; name: string }> {
  await adminCreate(`/${kc.realm}/roles`, { name });
  return adminJson(`/${kc.realm}/roles/${name}`);
}

describe("clients: protocol mappers, scope mappings and scope evaluation", () => {
  it("creates, finds, updates and deletes protocol mappers", async () => {
    const { client, realm } = kc;
    const id = await newClient("mapper-app");
    const mapper = (name: string) => ({
      name,
      protocol: "openid-connect",
      protocolMapper: "oidc-hardcoded-claim-mapper",
      config: { "claim.name": name, "claim.value": "v", "access.token.claim": "true" },
    });
    await client.clients.addProtocolMapper({ realm, id }, mapper("one"));
    await client.clients.addMultipleProtocolMappers({ realm, id }, [
      mapper("two"),
      mapper("three"),
    ]);
    const all = await client.clients.listProtocolMappers({ realm, id });
    expect(all.map((m) => m.name).sort()).toEqual(["one", "three", "two"]);

    const two = await client.clients.findProtocolMapperByName({ realm, id, name: "two" });
    expect(two?.id).toBeDefined();
    const mapperId = two?.id ?? "";
    expect(await client.clients.findProtocolMapperById({ realm, id, mapperId })).toMatchObject({
      name: "two",
    });
    const oidc = await client.clients.findProtocolMappersByProtocol({
      realm,
      id,
      protocol: "openid-connect",
    });
    expect(oidc).toHaveLength(3);

    await client.clients.updateProtocolMapper(
      { realm, id, mapperId },
      { ...two, config: { ...two?.config, "claim.value": "changed" } },
    );
    const updated = await client.clients.findProtocolMapperById({ realm, id, mapperId });
    expect(updated?.config?.["claim.value"]).toBe("changed");

    await client.clients.delProtocolMapper({ realm, id, mapperId });
    expect(await client.clients.findProtocolMapperById({ realm, id, mapperId })).toBeUndefined();
  });

  it("maps realm and client roles into the client's scope", async () => {
    const { client, realm } = kc;
    const id = await newClient("scope-mapping-app", { fullScopeAllowed: false });
    const otherId = await newClient("scope-mapping-source");
    const realmRole = await newRealmRole("scope-reader");
    await client.clients.createRole({ realm, id: otherId, name: "source-role" });
    const clientRole = await client.clients.findRole({
      realm,
      id: otherId,
      roleName: "source-role",
    });
    if (clientRole === undefined) throw new Error("The client role was not created.");

    const available = await client.clients.listAvailableRealmScopeMappings({ realm, id });
    expect(available.map((r) => r.name)).toContain("scope-reader");
    await client.clients.addRealmScopeMappings({ realm, id }, [realmRole]);
    expect((await client.clients.listRealmScopeMappings({ realm, id })).map((r) => r.name)).toEqual(
      ["scope-reader"],
    );
    const composite = await client.clients.listCompositeRealmScopeMappings({ realm, id });
    expect(composite.map((r) => r.name)).toContain("scope-reader");

    const availableClient = await client.clients.listAvailableClientScopeMappings({
      realm,
      id,
      client: otherId,
    });
    expect(availableClient.map((r) => r.name)).toEqual(["source-role"]);
    await client.clients.addClientScopeMappings({ realm, id, client: otherId }, [clientRole]);
    const mapped = await client.clients.listClientScopeMappings({ realm, id, client: otherId });
    expect(mapped.map((r) => r.name)).toEqual(["source-role"]);
    const compositeClient = await client.clients.listCompositeClientScopeMappings({
      realm,
      id,
      client: otherId,
    });
    expect(compositeClient.map((r) => r.name)).toEqual(["source-role"]);

    const all = await client.clients.listScopeMappings({ realm, id });
    expect(all.realmMappings?.map((r) => r.name)).toEqual(["scope-reader"]);
    expect(all.clientMappings?.["scope-mapping-source"]?.mappings?.map((r) => r.name)).toEqual([
      "source-role",
    ]);

    await client.clients.delClientScopeMappings({ realm, id, client: otherId }, [clientRole]);
    await client.clients.delRealmScopeMappings({ realm, id }, [realmRole]);
    const after = await client.clients.listScopeMappings({ realm, id });
    expect(after.realmMappings ?? []).toEqual([]);
    expect(after.clientMappings ?? {}).toEqual({});
  });

  it("evaluates the scopes and tokens of a client for a user", async () => {
    const { client, realm } = kc;
    const id = await newClient("evaluate-app", { serviceAccountsEnabled: true });
    const user = await client.clients.getServiceAccountUser({ realm, id });
    const userId = user.id ?? "";

    const granted = await client.clients.evaluatePermission({
      realm,
      id,
      roleContainer: realm,
      type: "granted",
      scope: "openid",
    });
    expect(granted.map((r) => r.name)).toContain("offline_access");
    const notGranted = await client.clients.evaluatePermission({
      realm,
      id,
      roleContainer: realm,
      type: "not-granted",
      scope: "openid",
    });
    expect(notGranted.map((r) => r.name)).not.toContain("offline_access");

    const mappers = await client.clients.evaluateListProtocolMapper({ realm, id, scope: "openid" });
    expect(mappers.map((m) => m.containerName)).toContain("profile");

    const access = await client.clients.evaluateGenerateAccessToken({
      realm,
      id,
      userId,
      scope: "openid",
      audience: "",
    });
    expect(access).toMatchObject({ sub: userId, azp: "evaluate-app", typ: "Bearer" });
    const idToken = await client.clients.evaluateGenerateIdToken({
      realm,
      id,
      userId,
      scope: "openid",
    });
    expect(idToken).toMatchObject({ sub: userId, typ: "ID" });
    const userInfo = await client.clients.evaluateGenerateUserInfo({
      realm,
      id,
      userId,
      scope: "openid",
    });
    expect(userInfo).toMatchObject({
      sub: userId,
      preferred_username: "service-account-evaluate-app",
    });
  });
});
