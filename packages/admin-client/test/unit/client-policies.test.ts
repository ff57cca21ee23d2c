import { describe, expect, it } from "vitest";
import type { ClientProfilesRepresentation } from "../../src/defs/client-policies-representation.js";
import { expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const base = "/admin/realms/home/client-policies";

const cases: RequestCase[] = [
  {
    name: "listProfiles renames the global flag",
    call: (c) => c.clientPolicies.listProfiles({ includeGlobalProfiles: true }),
    method: "GET",
    path: `${base}/profiles`,
    query: "include-global-profiles=true",
  },
  {
    name: "listProfiles without the flag",
    call: (c) => c.clientPolicies.listProfiles(),
    method: "GET",
    path: `${base}/profiles`,
  },
  {
    name: "createProfiles replaces the profiles",
    call: (c) => c.clientPolicies.createProfiles({ realm: "other", profiles: [{ name: "p" }] }),
    method: "PUT",
    path: "/admin/realms/other/client-policies/profiles",
    body: { profiles: [{ name: "p" }] },
  },
  {
    name: "listPolicies renames the global flag",
    call: (c) => c.clientPolicies.listPolicies({ includeGlobalPolicies: false }),
    method: "GET",
    path: `${base}/policies`,
    query: "include-global-policies=false",
  },
  {
    name: "updatePolicy replaces the policies",
    call: (c) => c.clientPolicies.updatePolicy({ policies: [{ name: "x", enabled: true }] }),
    method: "PUT",
    path: `${base}/policies`,
    body: { policies: [{ name: "x", enabled: true }] },
  },
];

describe("ClientPolicies request building", () => {
  it.each(cases)("$name", expectRequest);
});

/** A fake endpoint pair: GET answers what the last PUT stored. */
function storingServer(initial: object) {
  let stored: unknown = initial;
  return recordingClient((call) => {
    if (call.method === "PUT") {
      stored = call.body;
      return { status: 204 };
    }
    return { body: stored };
  });
}

describe("client profiles by name", () => {
  const profiles: ClientProfilesRepresentation = {
    profiles: [
      { name: "a", executors: [] },
      { name: "b", description: "old", executors: [] },
    ],
  };

  it("appends a new profile after the existing ones", async () => {
    const { client, calls } = storingServer(profiles);
    await client.clientPolicies.createOrUpdateProfile({ realm: "other", profile: { name: "c" } });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      "GET /auth/admin/realms/other/client-policies/profiles",
      "PUT /auth/admin/realms/other/client-policies/profiles",
    ]);
    expect(calls[1]?.body).toEqual({
      profiles: [...(profiles.profiles ?? []), { name: "c" }],
    });
  });

  it("replaces the profile of the same name in place", async () => {
    const { client, calls } = storingServer(profiles);
    await client.clientPolicies.createOrUpdateProfile({
      profile: { name: "b", description: "new", executors: [] },
    });
    expect(calls[1]?.body).toEqual({
      profiles: [
        { name: "a", executors: [] },
        { name: "b", description: "new", executors: [] },
      ],
    });
  });

  it("never writes the global profiles back", async () => {
    const { client, calls } = storingServer({ ...profiles, globalProfiles: [{ name: "g" }] });
    await client.clientPolicies.createOrUpdateProfile({ profile: { name: "c" } });
    expect(calls[0]?.url.search).toBe("");
    expect(calls[1]?.body).not.toHaveProperty("globalProfiles");
  });

  it("deletes a profile by name", async () => {
    const { client, calls } = storingServer(profiles);
    await client.clientPolicies.delProfile({ name: "a" });
    expect(calls[1]?.body).toEqual({
      profiles: [{ name: "b", description: "old", executors: [] }],
    });
  });

  it("refuses to delete an unknown profile", async () => {
    const { client, calls } = storingServer(profiles);
    await expect(client.clientPolicies.delProfile({ name: "zz" })).rejects.toThrow(
      'Client profile "zz" not found.',
    );
    expect(calls).toHaveLength(1);
  });

  it("refuses a profile without a name before calling the server", async () => {
    const { client, calls } = storingServer(profiles);
    await expect(
      client.clientPolicies.createOrUpdateProfile({ profile: { description: "x" } }),
    ).rejects.toThrow("A client profile needs a name");
    expect(calls).toHaveLength(0);
  });
});

describe("client policies by name", () => {
  it("creates a policy in a realm without any", async () => {
    const { client, calls } = storingServer({});
    await client.clientPolicies.createOrUpdatePolicy({
      policy: { name: "p", enabled: true, conditions: [], profiles: ["a"] },
    });
    expect(calls[1]?.body).toEqual({
      policies: [{ name: "p", enabled: true, conditions: [], profiles: ["a"] }],
    });
  });

  it("replaces the policy of the same name and keeps the others", async () => {
    const { client, calls } = storingServer({
      policies: [
        { name: "p", enabled: true },
        { name: "q", enabled: true },
      ],
    });
    await client.clientPolicies.createOrUpdatePolicy({ policy: { name: "p", enabled: false } });
    expect(calls[1]?.body).toEqual({
      policies: [
        { name: "p", enabled: false },
        { name: "q", enabled: true },
      ],
    });
  });

  it("deletes a policy by name, and refuses an unknown one", async () => {
    const { client, calls } = storingServer({ policies: [{ name: "p" }, { name: "q" }] });
    await client.clientPolicies.delPolicy({ realm: "other", name: "q" });
    expect(calls[1]?.url.pathname).toBe("/auth/admin/realms/other/client-policies/policies");
    expect(calls[1]?.body).toEqual({ policies: [{ name: "p" }] });
    await expect(client.clientPolicies.delPolicy({ name: "q" })).rejects.toThrow(
      'Client policy "q" not found.',
    );
  });
});
