import { describe, expect, it } from "vitest";
import { adminCreate, adminJson, useThrowawayRealm } from "./realm-fixture.js";

const kc = useThrowawayRealm("client-scopes");

async function newScope(name: string): Promise<string> {
  const { id } = await kc.client.clientScopes.create({
    realm: kc.realm,
    name,
    protocol: "openid-connect",
    attributes: { "include.in.token.scope": "true" },
  });
  return id;
}

describe("client scopes", () => {
  it("creates, finds, updates and deletes a client scope", async () => {
    const { client, realm } = kc;
    const id = await newScope("crud-scope");
    expect((await client.clientScopes.find({ realm })).map((s) => s.name)).toContain("crud-scope");
    const found = await client.clientScopes.findOne({ realm, id });
    expect(found).toMatchObject({ name: "crud-scope", protocol: "openid-connect" });

    await client.clientScopes.update({ realm, id }, { ...found, description: "changed" });
    expect((await client.clientScopes.findOne({ realm, id }))?.description).toBe("changed");
    expect(await client.clientScopes.findOneByName({ realm, name: "crud-scope" })).toMatchObject({
      id,
    });

    await client.clientScopes.del({ realm, id });
    expect(await client.clientScopes.findOne({ realm, id })).toBeUndefined();
    expect(await client.clientScopes.findOneByName({ realm, name: "crud-scope" })).toBeUndefined();
  });

  it("deletes a client scope by name and refuses an unknown name", async () => {
    const { client, realm } = kc;
    const id = await newScope("doomed-scope");
    await client.clientScopes.delByName({ realm, name: "doomed-scope" });
    expect(await client.clientScopes.findOne({ realm, id })).toBeUndefined();
    await expect(client.clientScopes.delByName({ realm, name: "doomed-scope" })).rejects.toThrow(
      new Error("Scope not found."),
    );
  });

  it("adds and removes realm default and optional client scopes", async () => {
    const { client, realm } = kc;
    const id = await newScope("realm-default-scope");
    const names = async (list: Promise<{ name?: string }[]>) => (await list).map((s) => s.name);

    expect(await names(client.clientScopes.listDefaultClientScopes({ realm }))).toContain(
      "profile",
    );
    await client.clientScopes.addDefaultClientScope({ realm, id });
    expect(await names(client.clientScopes.listDefaultClientScopes({ realm }))).toContain(
      "realm-default-scope",
    );
    await client.clientScopes.delDefaultClientScope({ realm, id });
    expect(await names(client.clientScopes.listDefaultClientScopes({ realm }))).not.toContain(
      "realm-default-scope",
    );

    expect(await names(client.clientScopes.listDefaultOptionalClientScopes({ realm }))).toContain(
      "offline_access",
    );
    await client.clientScopes.addDefaultOptionalClientScope({ realm, id });
    expect(await names(client.clientScopes.listDefaultOptionalClientScopes({ realm }))).toContain(
      "realm-default-scope",
    );
    await client.clientScopes.delDefaultOptionalClientScope({ realm, id });
    expect(
      await names(client.clientScopes.listDefaultOptionalClientScopes({ realm })),
    ).not.toContain("realm-default-scope");
  });

  it("creates, finds, updates and deletes protocol mappers of a scope", async () => {
    const { client, realm } = kc;
    const id = await newScope("mapper-scope");
    const mapper = (name: string) => ({
      name,
      protocol: "openid-connect",
      protocolMapper: "oidc-usermodel-attribute-mapper",
      config: { "user.attribute": name, "claim.name": name, "id.token.claim": "true" },
    });
    await client.clientScopes.addProtocolMapper({ realm, id }, mapper("department"));
    await client.clientScopes.addMultipleProtocolMappers({ realm, id }, [
      mapper("floor"),
      mapper("desk"),
    ]);
    const all = await client.clientScopes.listProtocolMappers({ realm, id });
    expect(all.map((m) => m.name).sort()).toEqual(["department", "desk", "floor"]);
    const byProtocol = await client.clientScopes.findProtocolMappersByProtocol({
      realm,
      id,
      protocol: "openid-connect",
    });
    expect(byProtocol).toHaveLength(3);

    const desk = await client.clientScopes.findProtocolMapperByName({ realm, id, name: "desk" });
    const mapperId = desk?.id ?? "";
    expect(await client.clientScopes.findProtocolMapper({ realm, id, mapperId })).toMatchObject({
      name: "desk",
    });
    await client.clientScopes.updateProtocolMapper(
      { realm, id, mapperId },
      { ...desk, config: { ...desk?.config, "claim.name": "desk_number" } },
    );
    const updated = await client.clientScopes.findProtocolMapper({ realm, id, mapperId });
    expect(updated?.config?.["claim.name"]).toBe("desk_number");

    await client.clientScopes.delProtocolMapper({ realm, id, mapperId });
    expect(await client.clientScopes.findProtocolMapper({ realm, id, mapperId })).toBeUndefined();
  });

  it("maps realm and client roles into a scope", async () => {
    const { client, realm } = kc;
    const id = await newScope("role-scope");
    await adminCreate(`/${realm}/roles`, { name: "scoped-realm-role" });
    const realmRole = await adminJson<{ id: string; name: string }>(
      `/${realm}/roles/scoped-realm-role`,
    );
    const clientId = await adminCreate(`/${realm}/clients`, { clientId: "role-source" });
    await adminCreate(`/${realm}/clients/${clientId}/roles`, { name: "scoped-client-role" });
    const clientRole = await adminJson<{ id: string; name: string }>(
      `/${realm}/clients/${clientId}/roles/scoped-client-role`,
    );

    const available = await client.clientScopes.listAvailableRealmScopeMappings({ realm, id });
    expect(available.map((r) => r.name)).toContain("scoped-realm-role");
    await client.clientScopes.addRealmScopeMappings({ realm, id }, [realmRole]);
    expect(
      (await client.clientScopes.listRealmScopeMappings({ realm, id })).map((r) => r.name),
    ).toEqual(["scoped-realm-role"]);
    expect(
      (await client.clientScopes.listCompositeRealmScopeMappings({ realm, id })).map((r) => r.name),
    ).toContain("scoped-realm-role");

    const scopeAndClient = { realm, id, client: clientId };
    expect(
      (await client.clientScopes.listAvailableClientScopeMappings(scopeAndClient)).map(
        (r) => r.name,
      ),
    ).toEqual(["scoped-client-role"]);
    await client.clientScopes.addClientScopeMappings(scopeAndClient, [clientRole]);
    expect(
      (await client.clientScopes.listClientScopeMappings(scopeAndClient)).map((r) => r.name),
    ).toEqual(["scoped-client-role"]);
    expect(
      (await client.clientScopes.listCompositeClientScopeMappings(scopeAndClient)).map(
        (r) => r.name,
      ),
    ).toEqual(["scoped-client-role"]);
    const all = await client.clientScopes.listScopeMappings({ realm, id });
    expect(all.realmMappings?.map((r) => r.name)).toEqual(["scoped-realm-role"]);
    expect(all.clientMappings?.["role-source"]?.mappings?.map((r) => r.name)).toEqual([
      "scoped-client-role",
    ]);

    await client.clientScopes.delClientScopeMappings(scopeAndClient, [clientRole]);
    await client.clientScopes.delRealmScopeMappings({ realm, id }, [realmRole]);
    const after = await client.clientScopes.listScopeMappings({ realm, id });
    expect(after.realmMappings ?? []).toEqual([]);
    expect(after.clientMappings ?? {}).toEqual({});
  });
});
