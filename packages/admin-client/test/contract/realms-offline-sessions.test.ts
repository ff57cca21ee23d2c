import { keycloakUrl } from "@gatehouse/server/keycloak-url";
import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import { connect, testPassword } from "./support.js";

describe("realms: offline sessions", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };

  beforeAll(async () => {
    realm = await createThrowawayRealm("offline", {
      users: [
        {
          username: "field-worker",
          email: "field-worker@example.test",
          firstName: "Field",
          lastName: "Worker",
          enabled: true,
          credentials: [{ type: "password", value: testPassword, temporary: false }],
          realmRoles: ["offline_access"],
        },
      ],
    });
    at = { realm: realm.name };
    client = await connect();
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("ends one offline session with the offline flag and leaves the others", async () => {
    const signInOffline = () =>
      new KeycloakAdminClient({ baseUrl: keycloakUrl(), realmName: realm.name }).auth({
        grantType: "password",
        clientId: "admin-cli",
        username: "field-worker",
        password: testPassword,
        offlineToken: true,
      });
    await signInOffline();
    await signInOffline();
    const [user] = await client.users.find({ ...at, username: "field-worker", exact: true });
    const id = user?.id ?? "";
    const [adminCli] = await client.clients.find({ ...at, clientId: "admin-cli" });
    const offlineSessions = async () =>
      (await client.users.listOfflineSessions({ ...at, id, clientId: adminCli?.id ?? "" })).map(
        (session) => session.id,
      );
    const [ended, kept] = await offlineSessions();
    expect(ended).toEqual(expect.any(String));
    expect(kept).toEqual(expect.any(String));

    await client.realms.removeSession({ ...at, sessionId: ended ?? "", isOffline: true });
    await expect(offlineSessions()).resolves.toEqual([kept]);
    // Gone already: the call still resolves.
    await expect(
      client.realms.removeSession({ ...at, sessionId: ended ?? "", isOffline: true }),
    ).resolves.toBeUndefined();
  });
});
