import { describe, expect, it } from "vitest";
import { expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const rs = "/admin/realms/home/clients/c-1/authz/resource-server";
const id = "c-1";

const cases: RequestCase[] = [
  {
    name: "getResourceServer",
    call: (c) => c.clients.getResourceServer({ id }),
    method: "GET",
    path: rs,
  },
  {
    name: "updateResourceServer",
    call: (c) => c.clients.updateResourceServer({ id }, { policyEnforcementMode: "PERMISSIVE" }),
    method: "PUT",
    path: rs,
    body: { policyEnforcementMode: "PERMISSIVE" },
  },
  {
    name: "exportResource reads the settings",
    call: (c) => c.clients.exportResource({ id }),
    method: "GET",
    path: `${rs}/settings`,
  },
  {
    name: "importResource",
    call: (c) => c.clients.importResource({ id }, { decisionStrategy: "AFFIRMATIVE" }),
    method: "POST",
    path: `${rs}/import`,
    body: { decisionStrategy: "AFFIRMATIVE" },
  },
  {
    name: "listResources sends the filters",
    call: (c) => c.clients.listResources({ id, name: "doc", deep: false, first: 0, max: 11 }),
    method: "GET",
    path: `${rs}/resource`,
    query: "name=doc&deep=false&first=0&max=11",
  },
  {
    name: "createResource resolves the stored resource",
    call: (c) => c.clients.createResource({ id }, { name: "doc", uris: ["/doc/*"] }),
    method: "POST",
    path: `${rs}/resource`,
    body: { name: "doc", uris: ["/doc/*"] },
    reply: { status: 201, body: { _id: "res-1", name: "doc" } },
    result: { _id: "res-1", name: "doc" },
  },
  {
    name: "getResource",
    call: (c) => c.clients.getResource({ id, resourceId: "res-1" }),
    method: "GET",
    path: `${rs}/resource/res-1`,
  },
  {
    name: "updateResource",
    call: (c) => c.clients.updateResource({ id, resourceId: "res-1" }, { name: "doc2" }),
    method: "PUT",
    path: `${rs}/resource/res-1`,
    body: { name: "doc2" },
  },
  {
    name: "delResource",
    call: (c) => c.clients.delResource({ id, resourceId: "res-1" }),
    method: "DELETE",
    path: `${rs}/resource/res-1`,
  },
  {
    name: "listScopesByResource",
    call: (c) => c.clients.listScopesByResource({ id, resourceName: "res-1" }),
    method: "GET",
    path: `${rs}/resource/res-1/scopes`,
  },
  {
    name: "listPermissionsByResource",
    call: (c) => c.clients.listPermissionsByResource({ id, resourceId: "res-1" }),
    method: "GET",
    path: `${rs}/resource/res-1/permissions`,
  },
  {
    name: "listAllScopes",
    call: (c) => c.clients.listAllScopes({ id, name: "read", deep: false }),
    method: "GET",
    path: `${rs}/scope`,
    query: "name=read&deep=false",
  },
  {
    name: "createAuthorizationScope",
    call: (c) => c.clients.createAuthorizationScope({ id }, { name: "read" }),
    method: "POST",
    path: `${rs}/scope`,
    body: { name: "read" },
  },
  {
    name: "getAuthorizationScope",
    call: (c) => c.clients.getAuthorizationScope({ id, scopeId: "sc-1" }),
    method: "GET",
    path: `${rs}/scope/sc-1`,
  },
  {
    name: "updateAuthorizationScope",
    call: (c) => c.clients.updateAuthorizationScope({ id, scopeId: "sc-1" }, { name: "write" }),
    method: "PUT",
    path: `${rs}/scope/sc-1`,
    body: { name: "write" },
  },
  {
    name: "delAuthorizationScope",
    call: (c) => c.clients.delAuthorizationScope({ id, scopeId: "sc-1" }),
    method: "DELETE",
    path: `${rs}/scope/sc-1`,
  },
  {
    name: "listAllResourcesByScope",
    call: (c) => c.clients.listAllResourcesByScope({ id, scopeId: "sc-1" }),
    method: "GET",
    path: `${rs}/scope/sc-1/resources`,
  },
  {
    name: "listAllPermissionsByScope",
    call: (c) => c.clients.listAllPermissionsByScope({ id, scopeId: "sc-1" }),
    method: "GET",
    path: `${rs}/scope/sc-1/permissions`,
  },
  {
    name: "listPolicies sends the filters",
    call: (c) =>
      c.clients.listPolicies({ id, type: "role", permission: "false", first: 0, max: 10 }),
    method: "GET",
    path: `${rs}/policy`,
    query: "type=role&permission=false&first=0&max=10",
  },
  {
    name: "findPolicyByName resolves undefined for an empty answer",
    call: (c) => c.clients.findPolicyByName({ id, name: "nobody" }),
    method: "GET",
    path: `${rs}/policy/search`,
    query: "name=nobody",
    reply: { status: 204 },
    result: undefined,
  },
  {
    name: "createPolicy puts the type in the path",
    call: (c) => c.clients.createPolicy({ id, type: "user" }, { name: "p", users: ["u-1"] }),
    method: "POST",
    path: `${rs}/policy/user`,
    body: { name: "p", users: ["u-1"] },
  },
  {
    name: "findOnePolicy resolves undefined on 404",
    call: (c) => c.clients.findOnePolicy({ id, policyId: "p-1" }),
    method: "GET",
    path: `${rs}/policy/p-1`,
    reply: { status: 404, body: "" },
    result: undefined,
  },
  {
    name: "findOnePolicyWithType",
    call: (c) => c.clients.findOnePolicyWithType({ id, type: "role", policyId: "p-1" }),
    method: "GET",
    path: `${rs}/policy/role/p-1`,
  },
  {
    name: "updatePolicy",
    call: (c) => c.clients.updatePolicy({ id, type: "role", policyId: "p-1" }, { name: "p" }),
    method: "PUT",
    path: `${rs}/policy/role/p-1`,
    body: { name: "p" },
  },
  {
    name: "delPolicy",
    call: (c) => c.clients.delPolicy({ id, policyId: "p-1" }),
    method: "DELETE",
    path: `${rs}/policy/p-1`,
  },
  {
    name: "listDependentPolicies",
    call: (c) => c.clients.listDependentPolicies({ id, policyId: "p-1" }),
    method: "GET",
    path: `${rs}/policy/p-1/dependentPolicies`,
  },
  {
    name: "listPolicyProviders",
    call: (c) => c.clients.listPolicyProviders({ id }),
    method: "GET",
    path: `${rs}/policy/providers`,
  },
  {
    name: "evaluateResource",
    call: (c) => c.clients.evaluateResource({ id }, { userId: "u-1", resources: [] }),
    method: "POST",
    path: `${rs}/policy/evaluate`,
    body: { userId: "u-1", resources: [] },
  },
  {
    name: "findPermissions",
    call: (c) => c.clients.findPermissions({ id, name: "perm", max: 5 }),
    method: "GET",
    path: `${rs}/permission`,
    query: "name=perm&max=5",
  },
  {
    name: "listPermissionScope",
    call: (c) => c.clients.listPermissionScope({ id, policyId: "p-1" }),
    method: "GET",
    path: `${rs}/permission/scope`,
    query: "policyId=p-1",
  },
  {
    name: "createPermission",
    call: (c) => c.clients.createPermission({ id, type: "resource" }, { name: "perm" }),
    method: "POST",
    path: `${rs}/permission/resource`,
    body: { name: "perm" },
  },
  {
    name: "findOnePermission resolves undefined on 404",
    call: (c) => c.clients.findOnePermission({ id, type: "scope", permissionId: "p-1" }),
    method: "GET",
    path: `${rs}/permission/scope/p-1`,
    reply: { status: 404 },
    result: undefined,
  },
  {
    name: "updatePermission",
    call: (c) =>
      c.clients.updatePermission({ id, type: "scope", permissionId: "p-1" }, { name: "perm" }),
    method: "PUT",
    path: `${rs}/permission/scope/p-1`,
    body: { name: "perm" },
  },
  {
    name: "delPermission",
    call: (c) => c.clients.delPermission({ id, type: "scope", permissionId: "p-1" }),
    method: "DELETE",
    path: `${rs}/permission/scope/p-1`,
  },
  {
    name: "getAssociatedScopes",
    call: (c) => c.clients.getAssociatedScopes({ id, permissionId: "p-1" }),
    method: "GET",
    path: `${rs}/policy/p-1/scopes`,
  },
  {
    name: "getAssociatedResources",
    call: (c) => c.clients.getAssociatedResources({ id, permissionId: "p-1" }),
    method: "GET",
    path: `${rs}/policy/p-1/resources`,
  },
  {
    name: "getAssociatedPolicies",
    call: (c) => c.clients.getAssociatedPolicies({ id, permissionId: "p-1" }),
    method: "GET",
    path: `${rs}/policy/p-1/associatedPolicies`,
  },
];

describe("client authorization request building", () => {
  it.each(cases)("$name", expectRequest);
});

describe("Clients.createOrUpdatePolicy", () => {
  it("creates the policy when none has that name", async () => {
    const { client, calls } = recordingClient((call) =>
      call.method === "POST" ? { status: 201, body: { id: "p-9", name: "admins" } } : undefined,
    );
    const policy = await client.clients.createOrUpdatePolicy({
      realm: "other",
      id,
      policyName: "admins",
      policy: { name: "admins", type: "role", roles: [{ id: "r-1" }] },
    });
    expect(policy).toEqual({ id: "p-9", name: "admins" });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      "GET /auth/admin/realms/other/clients/c-1/authz/resource-server/policy/search?name=admins",
      "POST /auth/admin/realms/other/clients/c-1/authz/resource-server/policy/role",
    ]);
    expect(calls[1]?.body).toEqual({ name: "admins", type: "role", roles: [{ id: "r-1" }] });
  });

  it("updates the existing policy and resolves it as stored", async () => {
    let stored = { id: "p-1", name: "admins", type: "role", description: "old" };
    const { client, calls } = recordingClient((call) => {
      if (call.method === "PUT") {
        stored = { ...stored, ...(call.body as object) };
        return { status: 201 };
      }
      return { body: stored };
    });
    const policy = await client.clients.createOrUpdatePolicy({
      id,
      policyName: "admins",
      policy: { name: "admins", type: "role", description: "new" },
    });
    expect(policy.description).toBe("new");
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `GET /auth${rs}/policy/search`,
      `PUT /auth${rs}/policy/role/p-1`,
      `GET /auth${rs}/policy/search`,
    ]);
  });

  it("refuses a policy without a type before calling the server", async () => {
    const { client, calls } = recordingClient();
    await expect(
      client.clients.createOrUpdatePolicy({ id, policyName: "p", policy: { name: "p" } }),
    ).rejects.toThrow('The policy "p" needs a type');
    expect(calls).toHaveLength(0);
  });
});
