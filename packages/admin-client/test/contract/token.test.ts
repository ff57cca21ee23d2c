import { keycloakUrl } from "@gatehouse/server/keycloak-url";
import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getToken } from "../../src/auth/token.js";
import { KeycloakAdminClient } from "../../src/client.js";
import {
  anyNumber,
  anyString,
  connect,
  connectAs,
  containing,
  realmAdminUser,
  testPassword,
} from "./support.js";

// Reserved characters in the secret prove both parts of the Basic header are form-encoded first.
const secret = "s3cr3t:with/special+chars&more";

function claims(token: string | undefined): Record<string, unknown> {
  const payload = token?.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

describe("token endpoint", () => {
  let realm: ThrowawayRealm;

  beforeAll(async () => {
    realm = await createThrowawayRealm("token", {
      // Tokens live 3 seconds, so every use is within the 5-second renewal window.
      accessTokenLifespan: 3,
      users: [
        // Imported users get no default roles; offline tokens need this one.
        { ...realmAdminUser("token-admin"), realmRoles: ["offline_access"] },
        {
          username: "service-account-svc",
          enabled: true,
          serviceAccountClientId: "svc",
          clientRoles: { "realm-management": ["view-realm"] },
        },
      ],
      clients: [
        {
          clientId: "svc",
          publicClient: false,
          secret,
          serviceAccountsEnabled: true,
          standardFlowEnabled: false,
          directAccessGrantsEnabled: true,
        },
      ],
    });
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("signs in with a password and returns camel-cased tokens", async () => {
    const token = await getToken({
      baseUrl: keycloakUrl(),
      realmName: realm.name,
      credentials: {
        grantType: "password",
        clientId: "admin-cli",
        username: "token-admin",
        password: testPassword,
      },
    });
    expect(token).toMatchObject({
      accessToken: anyString,
      refreshToken: anyString,
      tokenType: "Bearer",
      expiresIn: anyNumber,
      refreshExpiresIn: anyNumber,
      notBeforePolicy: 0,
      sessionState: anyString,
      scope: containing("profile"),
    });
    // The server counts the lifespan from issue time, so a slow answer can say 2.
    expect(token.expiresIn).toBeGreaterThan(0);
    expect(token.expiresIn).toBeLessThanOrEqual(3);
    expect(token).not.toHaveProperty("access_token");
    expect(claims(token.accessToken).azp).toBe("admin-cli");
  });

  it("signs a confidential client in with its secret in a Basic header", async () => {
    const svc = new KeycloakAdminClient({ baseUrl: keycloakUrl(), realmName: realm.name });
    await svc.auth({ grantType: "client_credentials", clientId: "svc", clientSecret: secret });
    expect(claims(svc.accessToken).azp).toBe("svc");
    const first = svc.accessToken;
    // With no refresh token, a due renewal repeats the client-credentials grant.
    await expect(svc.realms.findOne({ realm: realm.name })).resolves.toMatchObject({
      realm: realm.name,
    });
    expect(svc.accessToken).not.toBe(first);
  });

  it("refuses a wrong secret with the OAuth error", async () => {
    const svc = new KeycloakAdminClient({ baseUrl: keycloakUrl(), realmName: realm.name });
    await expect(
      svc.auth({ grantType: "client_credentials", clientId: "svc", clientSecret: "wrong" }),
    ).rejects.toMatchObject({
      status: 401,
      message: "unauthorized_client",
      description: "Invalid client or Invalid client credentials",
    });
  });

  it("renews an access token that is about to expire with the refresh token", async () => {
    const admin = await connectAs(realm.name, "token-admin");
    const first = admin.accessToken;
    const firstSession = claims(first).sid;
    await expect(admin.users.count({ realm: realm.name })).resolves.toBeGreaterThan(0);
    expect(admin.accessToken).not.toBe(first);
    // Same session: the token was refreshed, not obtained by signing in again.
    expect(claims(admin.accessToken).sid).toBe(firstSession);
  });

  it("asks for an offline token and for explicit scopes", async () => {
    const offline = await getToken({
      baseUrl: keycloakUrl(),
      realmName: realm.name,
      credentials: {
        grantType: "password",
        clientId: "admin-cli",
        username: "token-admin",
        password: testPassword,
        offlineToken: true,
      },
    });
    expect(claims(offline.refreshToken).typ).toBe("Offline");
    const scoped = await getToken({
      baseUrl: keycloakUrl(),
      realmName: realm.name,
      credentials: {
        grantType: "password",
        clientId: "admin-cli",
        username: "token-admin",
        password: testPassword,
        scopes: ["openid", "email"],
      },
    });
    expect(scoped.idToken).toEqual(expect.any(String));
    expect(scoped.scope?.split(" ")).toEqual(expect.arrayContaining(["openid", "email"]));
  });

  it("refuses wrong user credentials with the OAuth error and its description", async () => {
    await expect(connectAs(realm.name, "nobody")).rejects.toMatchObject({
      status: 400,
      message: "invalid_grant",
      description: "Invalid user credentials",
    });
  });

  it("signs the bootstrap admin in to master", async () => {
    const client = await connect();
    expect(claims(client.accessToken).iss).toBe(`${keycloakUrl()}/realms/master`);
    expect(client.refreshToken).toEqual(expect.any(String));
  });
});
