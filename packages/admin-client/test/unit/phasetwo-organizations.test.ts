import { describe, expect, it } from "vitest";
import { call, empty, json, mockedClient, mockFetch, restoreFetchAfterEach } from "./fetch-mock.js";

const client = mockedClient;

restoreFetchAfterEach();

describe("phaseTwoOrganizations", () => {
  it("calls the extension's realm API, not the admin API", async () => {
    const calls = mockFetch(() => json([]));
    await client().phaseTwoOrganizations.find({ realm: "acme", search: "ac", first: 0, max: 5 });
    expect(call(calls).url.href).toBe("http://kc.test/realms/acme/orgs?search=ac&first=0&max=5");
  });

  it("resolves a created role's name from its Location, decoded", async () => {
    const calls = mockFetch(() =>
      empty(201, { location: "http://kc.test/realms/home/orgs/o1/roles/billing%20editor" }),
    );
    const created = await client().phaseTwoOrganizations.createRole(
      { orgId: "o1" },
      { name: "billing editor" },
    );
    expect(created).toEqual({ name: "billing editor" });
    expect(call(calls).body).toBe('{"name":"billing editor"}');
  });

  it("tells a member from a non-member by the answer's status", async () => {
    mockFetch(
      () => empty(204),
      () => json({ error: "not a member" }, { status: 404 }),
    );
    const orgs = client().phaseTwoOrganizations;
    expect(await orgs.isMember({ orgId: "o1", userId: "u1" })).toBe(true);
    expect(await orgs.isMember({ orgId: "o1", userId: "u2" })).toBe(false);
  });

  it("sends the portal link request as form fields", async () => {
    const calls = mockFetch(() => json({ link: "l" }));
    await client().phaseTwoOrganizations.createPortalLink({ orgId: "o1", userId: "u1" });
    const request = call(calls);
    expect(request.url.href).toBe("http://kc.test/realms/home/orgs/o1/portal-link");
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(request.body).toBeInstanceOf(URLSearchParams);
    expect((request.body as URLSearchParams).toString()).toBe("userId=u1");
  });
});
