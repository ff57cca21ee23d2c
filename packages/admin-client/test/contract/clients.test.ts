import { adminFetch } from "@gatehouse/server/testing/admin-api";
import { describe, expect, it } from "vitest";
import {
  adminCreate,
  expectNetworkError,
  featureEnabled,
  passwordGrant,
  useThrowawayRealm,
} from "./realm-fixture.js";

const kc = useThrowawayRealm("clients");

async function newClient(clientId: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { id } = await kc.client.clients.create({ realm: kc.realm, clientId, ...extra });
  return id;
}

describe("clients", () => {
  it("creates, finds, updates and deletes a client", async () => {
    const { client, realm } = kc;
    const id = await newClient("crud-app", { publicClient: true, redirectUris: ["/*"] });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const [found] = await client.clients.find({ realm, clientId: "crud-app" });
    expect(found?.id).toBe(id);
    const searched = await client.clients.find({ realm, clientId: "rud-ap", search: true });
    expect(searched.map((c) => c.clientId)).toEqual(["crud-app"]);

    const one = await client.clients.findOne({ realm, id });
    expect(one).toMatchObject({ clientId: "crud-app", publicClient: true, enabled: true });

    await client.clients.update({ realm, id }, { ...one, description: "changed" });
    expect((await client.clients.findOne({ realm, id }))?.description).toBe("changed");

    await client.clients.del({ realm, id });
    expect(await client.clients.findOne({ realm, id })).toBeUndefined();
  });

  it("manages client roles and lists the users holding one", async () => {
    const { client, realm } = kc;
    const id = await newClient("roles-app", { serviceAccountsEnabled: true, publicClient: false });
    const created = await client.clients.createRole({
      realm,
      id,
      name: "viewer",
      description: "v",
    });
    expect(created).toEqual({ roleName: "viewer" });
    expect((await client.clients.listRoles({ realm, id })).map((r) => r.name)).toEqual(["viewer"]);

    const role = await client.clients.findRole({ realm, id, roleName: "viewer" });
    expect(role).toMatchObject({ name: "viewer", description: "v", clientRole: true });
    await client.clients.updateRole(
      { realm, id, roleName: "viewer" },
      { ...role, description: "w" },
    );
    expect((await client.clients.findRole({ realm, id, roleName: "viewer" }))?.description).toBe(
      "w",
    );

    const serviceAccount = await client.clients.getServiceAccountUser({ realm, id });
    expect(serviceAccount.username).toBe("service-account-roles-app");
    await adminFetch(`/${realm}/users/${serviceAccount.id ?? ""}/role-mappings/clients/${id}`, {
      method: "POST",
      body: JSON.stringify([role]),
    });
    const holders = await client.clients.findUsersWithRole({ realm, id, roleName: "viewer" });
    expect(holders.map((u) => u.username)).toEqual(["service-account-roles-app"]);

    await client.clients.delRole({ realm, id, roleName: "viewer" });
    expect(await client.clients.findRole({ realm, id, roleName: "viewer" })).toBeUndefined();
  });

  it("regenerates, rotates and invalidates the secret, and issues a registration token", async () => {
    const { client, realm } = kc;
    const id = await newClient("secret-app", { publicClient: false });
    const first = await client.clients.getClientSecret({ realm, id });
    expect(first).toMatchObject({ type: "secret" });
    expect(await client.clients.getClientRotatedSecret({ realm, id })).toBeUndefined();

    // Secret rotation only keeps the old secret when a client policy asks for it.
    await client.clientPolicies.createOrUpdateProfile({
      realm,
      profile: {
        name: "rotate",
        executors: [
          {
            executor: "secret-rotation",
            configuration: {
              "expiration-period": 2505600,
              "rotated-expiration-period": 172800,
              "remaining-rotation-period": 864000,
            },
          },
        ],
      },
    });
    await client.clientPolicies.createOrUpdatePolicy({
      realm,
      policy: {
        name: "rotate all",
        enabled: true,
        conditions: [{ condition: "any-client", configuration: {} }],
        profiles: ["rotate"],
      },
    });

    const second = await client.clients.generateNewClientSecret({ realm, id });
    expect(second.value).toBeTruthy();
    expect(second.value).not.toBe(first.value);
    expect((await client.clients.getClientSecret({ realm, id })).value).toBe(second.value);
    expect((await client.clients.getClientRotatedSecret({ realm, id }))?.value).toBe(first.value);

    await client.clients.invalidateSecret({ realm, id });
    expect(await client.clients.getClientRotatedSecret({ realm, id })).toBeUndefined();

    const registration = await client.clients.generateRegistrationAccessToken({ realm, id });
    expect(registration.registrationAccessToken.split(".")).toHaveLength(3);
  });

  it("adds and removes default and optional client scopes of a client", async () => {
    const { client, realm } = kc;
    const id = await newClient("scoped-app");
    const scopeId = await adminCreate(`/${realm}/client-scopes`, {
      name: "extra",
      protocol: "openid-connect",
    });
    const names = async (list: Promise<{ name?: string }[]>) => (await list).map((s) => s.name);

    await client.clients.addDefaultClientScope({ realm, id, clientScopeId: scopeId });
    expect(await names(client.clients.listDefaultClientScopes({ realm, id }))).toContain("extra");
    await client.clients.delDefaultClientScope({ realm, id, clientScopeId: scopeId });
    expect(await names(client.clients.listDefaultClientScopes({ realm, id }))).not.toContain(
      "extra",
    );

    await client.clients.addOptionalClientScope({ realm, id, clientScopeId: scopeId });
    expect(await names(client.clients.listOptionalClientScopes({ realm, id }))).toContain("extra");
    await client.clients.delOptionalClientScope({ realm, id, clientScopeId: scopeId });
    expect(await names(client.clients.listOptionalClientScopes({ realm, id }))).not.toContain(
      "extra",
    );
  });

  it("lists and counts the online and offline sessions of a client", async () => {
    const { client, realm } = kc;
    const id = await newClient("session-app", {
      publicClient: true,
      directAccessGrantsEnabled: true,
    });
    await adminCreate(`/${realm}/users`, {
      username: "sessions-user",
      enabled: true,
      email: "sessions-user@example.test",
      firstName: "Session",
      lastName: "User",
      credentials: [{ type: "password", value: "pass-word-1", temporary: false }],
    });
    const signIn = {
      realm,
      clientId: "session-app",
      username: "sessions-user",
      password: "pass-word-1",
    };
    await passwordGrant(signIn);
    await passwordGrant({ ...signIn, scope: "offline_access" });

    const sessions = await client.clients.listSessions({ realm, id, first: 0, max: 10 });
    expect(sessions.map((s) => s.username)).toContain("sessions-user");
    expect((await client.clients.getSessionCount({ realm, id })).count).toBeGreaterThanOrEqual(1);
    const offline = await client.clients.listOfflineSessions({ realm, id });
    expect(offline.map((s) => s.username)).toEqual(["sessions-user"]);
    expect(await client.clients.getOfflineSessionCount({ realm, id })).toEqual({ count: 1 });
  });

  it("produces adapter configurations, pushes revocation and registers cluster nodes", async () => {
    const { client, realm } = kc;
    const id = await newClient("install-app", { publicClient: false });
    const json = await client.clients.getInstallationProviders({
      realm,
      id,
      providerId: "keycloak-oidc-keycloak-json",
    });
    expect(json).toMatchObject({ realm, resource: "install-app" });
    const subsystem = await client.clients.getInstallationProviders({
      realm,
      id,
      providerId: "keycloak-oidc-jboss-subsystem",
    });
    expect(typeof subsystem).toBe("string");
    expect(subsystem).toContain("install-app");

    const revocation = await client.clients.pushRevocation({ realm, id });
    expect(revocation.failedRequests ?? []).toEqual([]);

    await client.clients.addClusterNode({ realm, id, node: "node-a.example.test" });
    expect((await client.clients.findOne({ realm, id }))?.registeredNodes).toHaveProperty([
      "node-a.example.test",
    ]);
    const test = await client.clients.testNodesAvailable({ realm, id });
    expect(test.successRequests ?? []).toEqual([]);
    await client.clients.deleteClusterNode({ realm, id, node: "node-a.example.test" });
    expect((await client.clients.findOne({ realm, id }))?.registeredNodes ?? {}).toEqual({});
  });

  // `generate` always makes an RSA-4096 key, which takes the shared server tens of seconds under load.
  it(
    "generates a key, reads and downloads it and uploads its certificate",
    { timeout: 180_000 },
    async () => {
      const { client, realm } = kc;
      const id = await newClient("cert-app", {
        publicClient: false,
        clientAuthenticatorType: "client-jwt",
      });
      const attr = "jwt.credential";
      expect((await client.clients.getKeyInfo({ realm, id, attr })).certificate).toBeUndefined();

      const generated = await client.clients.generateKey({ realm, id, attr });
      expect(generated.certificate).toBeTruthy();
      expect((await client.clients.getKeyInfo({ realm, id, attr })).certificate).toBe(
        generated.certificate,
      );

      const downloaded = await client.clients.downloadKey(
        { realm, id, attr },
        { format: "PKCS12", keyAlias: "k", keyPassword: "pass12", storePassword: "pass12" },
      );
      expect(downloaded).toBeInstanceOf(ArrayBuffer);
      expect(downloaded.byteLength).toBeGreaterThan(0);

      // Clear the stored certificate, so only the upload below can bring it back.
      await client.clients.update(
        { realm, id },
        {
          ...(await client.clients.findOne({ realm, id })),
          attributes: { "jwt.credential.certificate": "" },
        },
      );
      expect((await client.clients.getKeyInfo({ realm, id, attr })).certificate).not.toBe(
        generated.certificate,
      );
      const pem = `-----BEGIN CERTIFICATE-----\n${generated.certificate ?? ""}\n-----END CERTIFICATE-----\n`;
      const certForm = new FormData();
      certForm.append("keystoreFormat", "Certificate PEM");
      certForm.append("file", new Blob([pem]), "cert.pem");
      const uploadedCert = await client.clients.uploadCertificate({ realm, id, attr }, certForm);
      expect(uploadedCert.certificate).toBe(generated.certificate);
      expect((await client.clients.getKeyInfo({ realm, id, attr })).certificate).toBe(
        generated.certificate,
      );
    },
  );

  it("generates a keystore for download and uploads it as the client's key", async () => {
    const { client, realm } = kc;
    const id = await newClient("keystore-app", {
      publicClient: false,
      clientAuthenticatorType: "client-jwt",
    });
    const attr = "jwt.credential";
    const keystore = {
      format: "PKCS12",
      keyAlias: "k",
      keyPassword: "pass12",
      storePassword: "pass12",
      keySize: 2048,
    };
    const fresh = await client.clients.generateAndDownloadKey({ realm, id, attr }, keystore);
    expect(fresh).toBeInstanceOf(ArrayBuffer);
    expect(fresh.byteLength).toBeGreaterThan(0);
    const stored = await client.clients.getKeyInfo({ realm, id, attr });
    expect(stored.certificate).toBeTruthy();

    const keyForm = new FormData();
    keyForm.append("keystoreFormat", "PKCS12");
    keyForm.append("keyAlias", "k");
    keyForm.append("keyPassword", "pass12");
    keyForm.append("storePassword", "pass12");
    keyForm.append("file", new Blob([fresh]), "keystore.p12");
    const uploadedKey = await client.clients.uploadKey({ realm, id, attr }, keyForm);
    expect(uploadedKey.certificate).toBe(stored.certificate);
    expect(uploadedKey.privateKey).toBeTruthy();
  });

  it("reads and changes the fine-grained permissions of a client where the server offers them", async () => {
    const { client, realm } = kc;
    const id = await newClient("permissions-app");
    if (await featureEnabled(client, "ADMIN_FINE_GRAINED_AUTHZ")) {
      const enabled = await client.clients.updateFineGrainPermission(
        { realm, id },
        { enabled: true },
      );
      expect(enabled.enabled).toBe(true);
      expect(enabled.scopePermissions).toHaveProperty("manage");
      expect((await client.clients.listFineGrainPermissions({ realm, id })).enabled).toBe(true);
    } else {
      const error = await expectNetworkError(
        client.clients.listFineGrainPermissions({ realm, id }),
        501,
      );
      expect(error.message).toBe("Feature not enabled");
      await expectNetworkError(
        client.clients.updateFineGrainPermission({ realm, id }, { enabled: true }),
        501,
      );
    }
  });
});
