import { keycloakUrl } from "@gatehouse/server/keycloak-url";
import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import { connect, testPassword } from "./support.js";

describe("ui-ext: the realm's sessions", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };

  const signIn = (username: string, offlineToken = false) =>
    new KeycloakAdminClient({ baseUrl: keycloakUrl(), realmName: realm.name }).auth({
      grantType: "password",
      clientId: "admin-cli",
      username,
      password: testPassword,
      offlineToken,
    });

  beforeAll(async () => {
    const user = (username: string) => ({
      username,
      email: `${username}@example.test`,
      firstName: username,
      lastName: "Tester",
      enabled: true,
      credentials: [{ type: "password", value: testPassword, temporary: false }],
      realmRoles: ["offline_access"],
    });
    realm = await createThrowawayRealm("ui-sessions", { users: [user("ada"), user("ben")] });
    at = { realm: realm.name };
    client = await connect();
    await signIn("ada");
    await signIn("ada");
    await signIn("ben", true);
  });

  afterAll(async () => {
    await realm.dispose();
  });

  it("lists regular and offline sessions with their user and clients, by type", async () => {
    const all = await client.uiExt.findSessions({ ...at, first: 0, max: 20 });
    expect(all.filter((session) => session.username === "ada")).toHaveLength(2);
    const [first] = all;
    expect(typeof first?.id).toBe("string");
    expect(typeof first?.userId).toBe("string");
    expect(typeof first?.ipAddress).toBe("string");
    expect(typeof first?.start).toBe("number");
    expect(Object.values(first?.clients ?? {})).toContain("admin-cli");

    const offline = await client.uiExt.findSessions({ ...at, type: "OFFLINE" });
    expect(offline.map((session) => [session.username, session.type])).toEqual([
      ["ben", "OFFLINE"],
    ]);
    const regular = await client.uiExt.findSessions({ ...at, type: "REGULAR" });
    expect(regular.every((session) => session.type === "REGULAR")).toBe(true);
  });

  it("pages and searches on the server", async () => {
    const page = await client.uiExt.findSessions({ ...at, type: "REGULAR", first: 0, max: 1 });
    expect(page).toHaveLength(1);
    const found = await client.uiExt.findSessions({ ...at, search: "ada" });
    expect(new Set(found.map((session) => session.username))).toEqual(new Set(["ada"]));
  });
});
