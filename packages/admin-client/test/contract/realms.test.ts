import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { NetworkError } from "../../src/core/network-error.js";
import {
  anyString,
  connect,
  connectAs,
  matching,
  realmAdminUser,
  testPassword,
  uniqueName,
} from "./support.js";
import { smtpSettings, startSmtpSink } from "./smtp-sink.js";

const plainUser = {
  username: "plain-user",
  email: "plain-user@example.test",
  enabled: true,
  firstName: "Plain",
  lastName: "User",
  credentials: [{ type: "password", value: testPassword, temporary: false }],
};

describe("realms", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };

  beforeAll(async () => {
    realm = await createThrowawayRealm("realms", {
      users: [realmAdminUser("realm-admin"), plainUser],
    });
    at = { realm: realm.name };
    client = await connect();
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("creates, lists, updates and deletes a realm", async () => {
    const name = uniqueName("crud");
    try {
      await expect(client.realms.create({ realm: name, enabled: false })).resolves.toEqual({
        realmName: name,
      });
      const brief = await client.realms.find({ briefRepresentation: true });
      expect(brief.map((entry) => entry.realm)).toContain(name);
      await client.realms.update({ realm: name }, { displayName: "Renamed", enabled: true });
      await expect(client.realms.findOne({ realm: name })).resolves.toMatchObject({
        realm: name,
        displayName: "Renamed",
        enabled: true,
      });
    } finally {
      await client.realms.del({ realm: name });
    }
    await expect(client.realms.findOne({ realm: name })).resolves.toBeUndefined();
  });

  it("imports parts of a realm and exports it again", async () => {
    const result = await client.realms.partialImport({
      ...at,
      rep: {
        ifResourceExists: "SKIP",
        roles: { realm: [{ name: "imported-role", description: "from partial import" }] },
        // The server finds imported groups by path, so a group without one fails to import.
        groups: [{ name: "imported-group", path: "/imported-group" }],
        users: [{ username: "imported-user", enabled: true }],
      },
    });
    expect(result).toMatchObject({ added: 3, skipped: 0, overwritten: 0 });
    expect(result.results?.map((entry) => entry.resourceType).sort()).toEqual([
      "GROUP",
      "REALM_ROLE",
      "USER",
    ]);

    const again = await client.realms.partialImport({
      ...at,
      rep: {
        ifResourceExists: "SKIP",
        groups: [{ name: "imported-group", path: "/imported-group" }],
      },
    });
    expect(again).toMatchObject({ added: 0, skipped: 1 });

    const exported = await client.realms.export({
      ...at,
      exportClients: true,
      exportGroupsAndRoles: true,
    });
    expect(exported.realm).toBe(realm.name);
    expect(exported.roles?.realm?.map((role) => role.name)).toContain("imported-role");
    expect(exported.groups?.map((group) => group.name)).toContain("imported-group");
    expect(exported.clients?.map((entry) => entry.clientId)).toContain("admin-cli");
    const bare = await client.realms.export(at);
    expect(bare.clients).toBeUndefined();
  });

  it("manages default groups and finds groups by path", async () => {
    const { id: parentId } = await client.groups.create({ ...at, name: "parent" });
    const child = await client.groups.setOrCreateChild(
      { ...at, id: parentId },
      { name: "child one" },
    );
    const childId = child?.id ?? "";
    expect(childId).not.toBe("");

    await client.realms.addDefaultGroup({ ...at, id: childId });
    const defaults = await client.realms.getDefaultGroups(at);
    expect(defaults.map((group) => group.path)).toEqual(["/parent/child one"]);
    await client.realms.removeDefaultGroup({ ...at, id: childId });
    await expect(client.realms.getDefaultGroups(at)).resolves.toEqual([]);

    await expect(
      client.realms.getGroupByPath({ ...at, path: "/parent/child one" }),
    ).resolves.toMatchObject({
      id: childId,
      name: "child one",
    });
    await expect(client.realms.getGroupByPath({ ...at, path: "parent" })).resolves.toMatchObject({
      id: parentId,
    });
    await expect(
      client.realms.getGroupByPath({ ...at, path: "/parent/nobody" }),
    ).resolves.toBeUndefined();
    await client.groups.del({ ...at, id: parentId });
  });

  it("configures, records, filters and clears user events", async () => {
    await client.realms.updateConfigEvents(at, {
      eventsEnabled: true,
      eventsExpiration: 3600,
      enabledEventTypes: ["LOGIN", "LOGIN_ERROR"],
      eventsListeners: ["jboss-logging"],
    });
    const config = await client.realms.getConfigEvents(at);
    expect(config).toMatchObject({
      eventsEnabled: true,
      eventsExpiration: 3600,
      eventsListeners: ["jboss-logging"],
    });
    expect(config.enabledEventTypes?.sort()).toEqual(["LOGIN", "LOGIN_ERROR"]);
    const before = new Date(Date.now() - 60_000);

    await connectAs(realm.name, "plain-user");
    await expect(connectAs(realm.name, "no-such-user")).rejects.toMatchObject({
      message: "invalid_grant",
      description: anyString,
    });

    const [user] = await client.users.find({ ...at, username: "plain-user", exact: true });
    const both = await client.realms.findEvents({
      ...at,
      type: ["LOGIN", "LOGIN_ERROR"],
      dateFrom: before,
    });
    expect(both.map((event) => event.type).sort()).toEqual(["LOGIN", "LOGIN_ERROR"]);

    const logins = await client.realms.findEvents({
      ...at,
      type: "LOGIN",
      client: "admin-cli",
      user: user?.id,
      dateFrom: before,
      dateTo: new Date(Date.now() + 60_000),
      first: 0,
      max: 5,
    });
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({
      type: "LOGIN",
      clientId: "admin-cli",
      userId: user?.id,
      realmId: anyString,
    });
    expect(logins[0]?.details?.username).toBe("plain-user");
    await expect(client.realms.findEvents({ ...at, ipAddress: "203.0.113.99" })).resolves.toEqual(
      [],
    );

    await client.realms.clearEvents(at);
    await expect(client.realms.findEvents(at)).resolves.toEqual([]);
  });

  it("records, filters and clears admin events", async () => {
    // The PUT replaces the whole configuration.
    await client.realms.updateConfigEvents(at, {
      adminEventsEnabled: true,
      adminEventsDetailsEnabled: true,
    });
    const master = await client.realms.findOne({ realm: "master" });
    const before = new Date(Date.now() - 60_000);
    const { id } = await client.groups.create({ ...at, name: "audited" });
    await client.groups.update({ ...at, id }, { name: "audited-renamed" });

    const creates = await client.realms.findAdminEvents({
      ...at,
      operationTypes: ["CREATE"],
      resourceTypes: ["GROUP"],
      resourcePath: `groups/${id}`,
      authRealm: master?.id,
      dateFrom: before,
      first: 0,
      max: 10,
    });
    expect(creates).toHaveLength(1);
    expect(creates[0]).toMatchObject({
      operationType: "CREATE",
      resourceType: "GROUP",
      resourcePath: `groups/${id}`,
    });
    expect(JSON.parse(creates[0]?.representation ?? "{}")).toMatchObject({ name: "audited" });
    const both = await client.realms.findAdminEvents({
      ...at,
      operationTypes: ["CREATE", "UPDATE"],
      resourcePath: `groups/${id}`,
    });
    expect(both.map((event) => event.operationType).sort()).toEqual(["CREATE", "UPDATE"]);

    await client.realms.clearAdminEvents(at);
    await expect(
      client.realms.findAdminEvents({ ...at, resourcePath: `groups/${id}` }),
    ).resolves.toEqual([]);
    await client.groups.del({ ...at, id });
    await client.realms.updateConfigEvents(at, { adminEventsEnabled: false });
  });

  it("lists client-registration policy providers", async () => {
    const providers = await client.realms.getClientRegistrationPolicyProviders(at);
    expect(providers.map((provider) => provider.id)).toEqual(
      expect.arrayContaining(["trusted-hosts", "max-clients"]),
    );
  });

  it("creates, lists and deletes initial access tokens", async () => {
    const created = await client.realms.createClientsInitialAccess(at, {
      count: 2,
      expiration: 3600,
    });
    expect(created).toMatchObject({ count: 2, expiration: 3600, remainingCount: 2 });
    expect(created.token).toEqual(expect.any(String));
    const listed = await client.realms.getClientsInitialAccess(at);
    expect(listed.map((entry) => entry.id)).toEqual([created.id]);
    await client.realms.delClientsInitialAccess({ ...at, id: created.id ?? "" });
    await expect(client.realms.getClientsInitialAccess(at)).resolves.toEqual([]);
  });

  it("reports, ends and revokes sessions", async () => {
    await connectAs(realm.name, "plain-user");
    const stats = await client.realms.getClientSessionStats(at);
    expect(stats.find((stat) => stat.clientId === "admin-cli")).toMatchObject({
      active: matching(/^[1-9]/),
    });

    const [user] = await client.users.find({ ...at, username: "plain-user", exact: true });
    const userId = user?.id ?? "";
    const [session] = await client.users.listSessions({ ...at, id: userId });
    const sessionId = session?.id ?? "";
    await client.realms.deleteSession({ ...at, session: sessionId, isOffline: false });
    const remaining = await client.users.listSessions({ ...at, id: userId });
    expect(remaining.map((entry) => entry.id)).not.toContain(sessionId);
    await expect(client.realms.removeSession({ ...at, sessionId })).resolves.toBeUndefined();

    await connectAs(realm.name, "plain-user");
    const logout = await client.realms.logoutAll(at);
    // No client has an admin URL, so the server had nobody to notify.
    expect(logout.failedRequests ?? []).toEqual([]);
    await expect(client.users.listSessions({ ...at, id: userId })).resolves.toEqual([]);
    const revocation = await client.realms.pushRevocation(at);
    expect(revocation.failedRequests ?? []).toEqual([]);
    const updated = await client.realms.findOne(at);
    expect(updated?.notBefore).toBeGreaterThan(0);
  });

  it("lists the realm's keys", async () => {
    const keys = await client.realms.getKeys(at);
    expect(keys.active?.RS256).toEqual(expect.any(String));
    const rsa = keys.keys?.find((key) => key.algorithm === "RS256");
    expect(rsa).toMatchObject({
      type: "RSA",
      status: "ACTIVE",
      use: "SIG",
      publicKey: anyString,
    });
  });

  it("reports an unreachable LDAP server as an error", async () => {
    const settings = {
      connectionUrl: "ldap://127.0.0.1:9",
      bindDn: "cn=x",
      bindCredential: "y",
      authType: "simple",
    };
    const test = client.realms.testLDAPConnection(at, { ...settings, action: "testConnection" });
    await expect(test).rejects.toMatchObject({ status: 400, message: anyString });
    // The capabilities query reports what it could learn, which is nothing.
    await expect(client.realms.ldapServerCapabilities(at, settings)).resolves.toEqual([]);
  });

  it("sends a test e-mail to the calling administrator", async () => {
    await using sink = await startSmtpSink();
    const admin = await connectAs(realm.name, "realm-admin");
    await admin.realms.testSMTPConnection(at, smtpSettings(sink));
    const mail = await sink.waitFor((entry) => entry.to.includes("<realm-admin@example.test>"));
    expect(mail.from).toBe("<gatehouse@example.test>");
  });

  it("reports that version 1 fine-grained permissions are off", async () => {
    const read = client.realms.getUsersManagementPermissions(at);
    await expect(read).rejects.toMatchObject({ message: "Feature not enabled" });
    const update = client.realms.updateUsersManagementPermissions({ ...at, enabled: true });
    await expect(update).rejects.toBeInstanceOf(NetworkError);
  });

  it("adds, lists, reads and deletes localization texts", async () => {
    await client.realms.addLocalization(
      { ...at, selectedLocale: "fr", key: "greeting" },
      "Bonjour / à tous",
    );
    await client.realms.addLocalizationTexts(
      { ...at, selectedLocale: "fr" },
      { farewell: "Au revoir", other: "x" },
    );
    await expect(client.realms.getRealmSpecificLocales(at)).resolves.toEqual(["fr"]);
    await expect(
      client.realms.getRealmLocalizationTexts({ ...at, selectedLocale: "fr" }),
    ).resolves.toEqual({
      greeting: "Bonjour / à tous",
      farewell: "Au revoir",
      other: "x",
    });
    await client.realms.deleteRealmLocalizationTexts({ ...at, selectedLocale: "fr", key: "other" });
    await expect(
      client.realms.getRealmLocalizationTexts({ ...at, selectedLocale: "fr" }),
    ).resolves.not.toHaveProperty("other");
    await client.realms.deleteRealmLocalizationTexts({ ...at, selectedLocale: "fr" });
    await expect(client.realms.getRealmSpecificLocales(at)).resolves.toEqual([]);
  });
});
