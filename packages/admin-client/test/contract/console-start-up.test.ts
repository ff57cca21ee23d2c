import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { connect, connectAs, realmAdminUser } from "./support.js";

// Everything the console loads before its first screen, in one throwaway realm.
describe("console start-up and extensions", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;

  beforeAll(async () => {
    realm = await createThrowawayRealm("startup", {
      displayName: "Start-up realm",
      internationalizationEnabled: true,
      supportedLocales: ["en", "de"],
      users: [realmAdminUser("console-admin")],
      // The console's own client, allowed a password grant so the test can hold a console token.
      clients: [
        { clientId: "security-admin-console", publicClient: true, directAccessGrantsEnabled: true },
      ],
    });
    client = await connect();
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("finds the realm by name, and nothing for an unknown one", async () => {
    const found = await client.realms.findOne({ realm: realm.name });
    expect(found).toMatchObject({
      realm: realm.name,
      displayName: "Start-up realm",
      enabled: true,
    });
    await expect(
      client.realms.findOne({ realm: `${realm.name}-missing` }),
    ).resolves.toBeUndefined();
  });

  it("reads who-am-I with a console token, with the roles per realm", async () => {
    const consoleClient = await connectAs(realm.name, "console-admin", "security-admin-console");
    const whoAmI = await consoleClient.whoAmI.find({ currentRealm: realm.name });
    expect(whoAmI).toMatchObject({
      realm: realm.name,
      displayName: "Realm Admin",
      createRealm: false,
      temporary: false,
    });
    expect(whoAmI.userId).toEqual(expect.any(String));
    expect(whoAmI.locale).toEqual(expect.any(String));
    expect(whoAmI.realm_access[realm.name]).toEqual(
      expect.arrayContaining(["view-realm", "manage-users"]),
    );
  });

  it("refuses who-am-I for a token not issued to the console", async () => {
    await expect(
      client.whoAmI.find({ realm: "master", currentRealm: "master" }),
    ).rejects.toMatchObject({
      status: 403,
      message: "Token issued for an application that is not the admin console: admin-cli",
    });
  });

  it("reads the server info", async () => {
    const info = await client.serverInfo.find();
    expect(info.systemInfo?.version).toMatch(/^26\./);
    const features = info.features ?? [];
    expect(features.find((feature) => feature.name === "ORGANIZATION")?.enabled).toBe(true);
    expect(Object.keys(info.providers?.["login-protocol"]?.providers ?? {})).toContain(
      "openid-connect",
    );
    const keyProviders = info.componentTypes?.["org.keycloak.keys.KeyProvider"] ?? [];
    expect(keyProviders.map((provider) => provider.id)).toContain("rsa-generated");
    expect(info.themes?.admin?.[0]?.name).toEqual(expect.any(String));
    expect(info.enums?.eventType).toContain("LOGIN");
    expect(info.protocolMapperTypes?.["openid-connect"]?.[0]?.id).toEqual(expect.any(String));
    expect(info.passwordPolicies?.map((policy) => policy.id)).toContain("length");
    expect(info.cryptoInfo?.supportedKeystoreTypes).toContain("PKCS12");
    expect(info.memoryInfo?.total).toBeGreaterThan(0);
  });

  it("clears the four caches", async () => {
    const target = { realm: realm.name };
    await expect(client.cache.clearRealmCache(target)).resolves.toBeUndefined();
    await expect(client.cache.clearUserCache(target)).resolves.toBeUndefined();
    await expect(client.cache.clearKeysCache(target)).resolves.toBeUndefined();
    await expect(client.cache.clearCrlCache(target)).resolves.toBeUndefined();
  });

  it("reads theme messages merged with the realm's own texts", async () => {
    await client.realms.addLocalization(
      { realm: realm.name, selectedLocale: "de", key: "startupProbe" },
      "Probe für den Start",
    );
    const messages = await client.themeResources.findMessages({
      realm: realm.name,
      themeType: "admin",
      locale: "de",
      source: true,
    });
    expect(messages).toContainEqual({
      key: "startupProbe",
      value: "Probe für den Start",
      source: "REALM",
    });
    expect(messages.some((message) => message.source === "THEME")).toBe(true);
    const login = await client.themeResources.findMessages({
      realm: realm.name,
      themeType: "login",
      locale: "en",
    });
    expect(login.find((message) => message.key === "doLogIn")?.value).toEqual(expect.any(String));
  });

  it("reads the ui-ext info and searches realm names", async () => {
    const info = await client.uiExt.info({ realm: realm.name });
    expect(typeof info).toBe("object");
    expect(info).toHaveProperty("userProfileProvidersEnabled");
    const names = await client.uiExt.findRealmNames({ realm: "master", search: realm.name });
    expect(names).toEqual([{ name: realm.name, displayName: "Start-up realm" }]);
  });
});
