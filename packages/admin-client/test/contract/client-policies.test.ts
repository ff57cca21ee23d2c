import { describe, expect, it } from "vitest";
import { expectNetworkError, useThrowawayRealm } from "./realm-fixture.js";

const kc = useThrowawayRealm("client-policies");

const pkceProfile = {
  name: "pkce",
  description: "PKCE for everyone",
  executors: [{ executor: "pkce-enforcer", configuration: { "auto-configure": true } }],
};

describe("client profiles", () => {
  it("lists the global profiles only when asked", async () => {
    const { client, realm } = kc;
    expect(await client.clientPolicies.listProfiles({ realm })).toEqual({ profiles: [] });
    const all = await client.clientPolicies.listProfiles({ realm, includeGlobalProfiles: true });
    expect(all.globalProfiles?.map((p) => p.name)).toContain("fapi-1-baseline");
  });

  it("replaces, creates, updates and deletes profiles", async () => {
    const { client, realm } = kc;
    await client.clientPolicies.createProfiles({ realm, profiles: [pkceProfile] });
    expect((await client.clientPolicies.listProfiles({ realm })).profiles).toEqual([pkceProfile]);

    const secure = {
      name: "secure",
      executors: [{ executor: "secure-session", configuration: {} }],
    };
    await client.clientPolicies.createOrUpdateProfile({ realm, profile: secure });
    await client.clientPolicies.createOrUpdateProfile({
      realm,
      profile: { ...pkceProfile, description: "changed" },
    });
    const profiles = (await client.clientPolicies.listProfiles({ realm })).profiles ?? [];
    expect(profiles.map((p) => [p.name, p.description])).toEqual([
      ["pkce", "changed"],
      ["secure", undefined],
    ]);

    await client.clientPolicies.delProfile({ realm, name: "secure" });
    expect(
      ((await client.clientPolicies.listProfiles({ realm })).profiles ?? []).map((p) => p.name),
    ).toEqual(["pkce"]);
  });

  it("rejects a profile with an unknown executor", async () => {
    const { client, realm } = kc;
    const error = await expectNetworkError(
      client.clientPolicies.createProfiles({
        realm,
        profiles: [
          { name: "bad", executors: [{ executor: "no-such-executor", configuration: {} }] },
        ],
      }),
      400,
    );
    expect(error.message).toBeTruthy();
  });
});

describe("client policies", () => {
  it("replaces, creates, updates and deletes policies", async () => {
    const { client, realm } = kc;
    await client.clientPolicies.createOrUpdateProfile({ realm, profile: pkceProfile });
    const all = await client.clientPolicies.listPolicies({ realm, includeGlobalPolicies: true });
    expect(all.policies).toEqual([]);
    expect(all).toHaveProperty("globalPolicies");

    const everyone = {
      name: "everyone",
      description: "all clients",
      enabled: true,
      conditions: [{ condition: "any-client", configuration: {} }],
      profiles: ["pkce"],
    };
    await client.clientPolicies.updatePolicy({ realm, policies: [everyone] });
    expect((await client.clientPolicies.listPolicies({ realm })).policies).toEqual([everyone]);

    await client.clientPolicies.createOrUpdatePolicy({
      realm,
      policy: { ...everyone, enabled: false },
    });
    await client.clientPolicies.createOrUpdatePolicy({
      realm,
      policy: { name: "second", enabled: true, conditions: [], profiles: [] },
    });
    const policies = (await client.clientPolicies.listPolicies({ realm })).policies ?? [];
    expect(policies.map((p) => [p.name, p.enabled])).toEqual([
      ["everyone", false],
      ["second", true],
    ]);

    await client.clientPolicies.delPolicy({ realm, name: "everyone" });
    expect(
      ((await client.clientPolicies.listPolicies({ realm })).policies ?? []).map((p) => p.name),
    ).toEqual(["second"]);
  });
});
