import { describe, expect, it } from "vitest";
import { adminJson, useThrowawayRealm } from "./realm-fixture.js";

const kc = useThrowawayRealm("components");
const keyProvider = "org.keycloak.keys.KeyProvider";
const userStorage = "org.keycloak.storage.UserStorageProvider";

async function realmId(): Promise<string> {
  const realm = await adminJson<{ id: string }>(`/${kc.realm}`);
  return realm.id;
}

describe("components", () => {
  it("creates, finds, updates and deletes a key provider", async () => {
    const { client, realm } = kc;
    const parentId = await realmId();
    const { id } = await client.components.create({
      realm,
      name: "extra-hmac",
      providerId: "hmac-generated",
      providerType: keyProvider,
      parentId,
      config: { priority: ["5"], algorithm: ["HS384"] },
    });

    const keys = await client.components.find({ realm, parent: parentId, type: keyProvider });
    expect(keys.map((k) => k.name)).toContain("extra-hmac");
    expect(await client.components.find({ realm, name: "extra-hmac" })).toHaveLength(1);
    const found = await client.components.findOne({ realm, id });
    expect(found).toMatchObject({ providerId: "hmac-generated", config: { priority: ["5"] } });

    await client.components.update(
      { realm, id },
      { ...found, config: { ...found?.config, priority: ["7"] } },
    );
    expect((await client.components.findOne({ realm, id }))?.config?.priority).toEqual(["7"]);

    await client.components.del({ realm, id });
    expect(await client.components.findOne({ realm, id })).toBeUndefined();
  });

  it("lists the sub-component types of an LDAP provider", async () => {
    const { client, realm } = kc;
    const { id } = await client.components.create({
      realm,
      name: "ldap",
      providerId: "ldap",
      providerType: userStorage,
      parentId: await realmId(),
      config: {
        enabled: ["false"],
        vendor: ["other"],
        connectionUrl: ["ldap://ldap.invalid:389"],
        usersDn: ["ou=users,dc=example,dc=test"],
        authType: ["none"],
        editMode: ["READ_ONLY"],
        usernameLDAPAttribute: ["uid"],
        rdnLDAPAttribute: ["uid"],
        uuidLDAPAttribute: ["entryUUID"],
        userObjectClasses: ["inetOrgPerson"],
      },
    });
    const types = await client.components.listSubComponents({
      realm,
      id,
      type: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
    });
    expect(types.map((t) => t.id)).toEqual(
      expect.arrayContaining(["user-attribute-ldap-mapper", "group-ldap-mapper"]),
    );
    expect(
      types.find((t) => t.id === "user-attribute-ldap-mapper")?.properties?.length,
    ).toBeGreaterThan(0);
    const mappers = await client.components.find({ realm, parent: id });
    expect(mappers.map((m) => m.providerId)).toContain("user-attribute-ldap-mapper");
    await client.components.del({ realm, id });
  });
});
