import { createThrowawayRealm, type ThrowawayRealm } from "@gatehouse/server/testing/admin-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { KeycloakAdminClient } from "../../src/client.js";
import { anyString, connect, connectAs, testPassword } from "./support.js";

describe("attackDetection", () => {
  let realm: ThrowawayRealm;
  let client: KeycloakAdminClient;
  let at: { realm: string };

  beforeAll(async () => {
    realm = await createThrowawayRealm("brute", {
      bruteForceProtected: true,
      failureFactor: 5,
      users: [
        {
          username: "target-a",
          email: "target-a@example.test",
          firstName: "Target",
          lastName: "A",
          enabled: true,
          credentials: [{ type: "password", value: testPassword }],
        },
        {
          username: "target-b",
          email: "target-b@example.test",
          firstName: "Target",
          lastName: "B",
          enabled: true,
          credentials: [{ type: "password", value: testPassword }],
        },
      ],
    });
    at = { realm: realm.name };
    client = await connect();
  });

  afterAll(async () => {
    await realm.dispose();
  });

  async function fail(username: string) {
    const response = await fetch(
      `${client.baseUrl}/realms/${realm.name}/protocol/openid-connect/token`,
      {
        method: "POST",
        body: new URLSearchParams({
          grant_type: "password",
          client_id: "admin-cli",
          username,
          password: "wrong",
        }),
      },
    );
    expect(response.ok).toBe(false);
  }

  async function idOf(username: string): Promise<string> {
    const [user] = await client.users.find({ ...at, username, exact: true });
    return user?.id ?? "";
  }

  it("reports login failures and clears them for one user and for all", async () => {
    const a = await idOf("target-a");
    const b = await idOf("target-b");
    await expect(client.attackDetection.findOne({ ...at, id: a })).resolves.toMatchObject({
      numFailures: 0,
      disabled: false,
    });

    await fail("target-a");
    await fail("target-b");
    const status = await client.attackDetection.findOne({ ...at, id: a });
    expect(status).toMatchObject({ numFailures: 1, lastIPFailure: anyString });
    expect(status?.lastFailure).toBeGreaterThan(0);

    await client.attackDetection.del({ ...at, id: a });
    await expect(client.attackDetection.findOne({ ...at, id: a })).resolves.toMatchObject({
      numFailures: 0,
    });
    await expect(client.attackDetection.findOne({ ...at, id: b })).resolves.toMatchObject({
      numFailures: 1,
    });

    await client.attackDetection.delAll(at);
    await expect(client.attackDetection.findOne({ ...at, id: b })).resolves.toMatchObject({
      numFailures: 0,
    });
    await expect(connectAs(realm.name, "target-b")).resolves.toBeDefined();
  });

  it("reports a clean record for an id it has never seen", async () => {
    await expect(
      client.attackDetection.findOne({ ...at, id: "no-such-user" }),
    ).resolves.toMatchObject({
      numFailures: 0,
      disabled: false,
    });
  });
});
