import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { anyString, connect } from "./support.js";

const storageType = "org.keycloak.storage.UserStorageProvider";
const mapperType = "org.keycloak.storage.ldap.mappers.LDAPStorageMapper";

// No LDAP server runs beside the test Keycloak, so the provider points at a closed port: the
// synchronisations find nothing, and the other calls work on the realm's own database.
describe("userStorageProvider", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };
  let ldapId: string;

  beforeAll(async () => {
    realm = await createThrowawayRealm("storage");
    at = { realm: realm.name };
    client = await connect();
    const { id } = await client.components.create({
      ...at,
      name: "closed-ldap",
      providerId: "ldap",
      providerType: storageType,
      config: {
        enabled: ["true"],
        vendor: ["other"],
        connectionUrl: ["ldap://127.0.0.1:9"],
        usersDn: ["ou=people,dc=example,dc=test"],
        bindDn: ["cn=admin,dc=example,dc=test"],
        bindCredential: ["secret"],
        authType: ["simple"],
        editMode: ["READ_ONLY"],
        usernameLDAPAttribute: ["uid"],
        rdnLDAPAttribute: ["uid"],
        uuidLDAPAttribute: ["entryUUID"],
        userObjectClasses: ["inetOrgPerson"],
        importEnabled: ["true"],
      },
    });
    ldapId = id;
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("names the provider", async () => {
    await expect(client.userStorageProvider.name({ ...at, id: ldapId })).resolves.toEqual({
      id: ldapId,
      name: "closed-ldap",
    });
  });

  it("runs a full and a changed-users synchronisation", async () => {
    const nothing = { ignored: false, added: 0, updated: 0, removed: 0, failed: 0 };
    const full = await client.userStorageProvider.sync({
      ...at,
      id: ldapId,
      action: "triggerFullSync",
    });
    expect(full).toMatchObject({ ...nothing, status: "0 imported users, 0 updated users" });
    const changed = await client.userStorageProvider.sync({
      ...at,
      id: ldapId,
      action: "triggerChangedUsersSync",
    });
    expect(changed).toMatchObject(nothing);
  });

  it("runs a mapper synchronisation", async () => {
    const mappers = await client.components.find({ ...at, parent: ldapId, type: mapperType });
    const username = mappers.find((mapper) => mapper.name === "username");
    expect(username?.id).toEqual(expect.any(String));
    const sync = client.userStorageProvider.mappersSync({
      ...at,
      parentId: ldapId,
      id: username?.id ?? "",
      direction: "fedToKeycloak",
    });
    await expect(sync).resolves.toMatchObject({
      ignored: false,
      failed: 0,
      status: anyString,
    });
  });

  it("unlinks and removes imported users", async () => {
    await expect(
      client.userStorageProvider.unlinkUsers({ ...at, id: ldapId }),
    ).resolves.toBeUndefined();
    await expect(
      client.userStorageProvider.removeImportedUsers({ ...at, id: ldapId }),
    ).resolves.toBeUndefined();
  });

  it("refuses an id that is not a user storage provider", async () => {
    await expect(
      client.userStorageProvider.name({ ...at, id: "no-such-provider" }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});
