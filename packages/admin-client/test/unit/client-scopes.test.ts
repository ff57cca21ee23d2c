import { describe, expect, it } from "vitest";
import { created, expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const realm = "/admin/realms/home";
const scope = `${realm}/client-scopes/s-1`;
const role = { id: "r-1", name: "viewer" };

const cases: RequestCase[] = [
  {
    name: "find",
    call: (c) => c.clientScopes.find(),
    method: "GET",
    path: `${realm}/client-scopes`,
  },
  {
    name: "find in another realm",
    call: (c) => c.clientScopes.find({ realm: "other" }),
    method: "GET",
    path: "/admin/realms/other/client-scopes",
  },
  {
    name: "create resolves the id",
    call: (c) => c.clientScopes.create({ name: "profile-x", protocol: "openid-connect" }),
    method: "POST",
    path: `${realm}/client-scopes`,
    body: { name: "profile-x", protocol: "openid-connect" },
    reply: created(scope),
    result: { id: "s-1" },
  },
  {
    name: "findOne resolves undefined on 404",
    call: (c) => c.clientScopes.findOne({ id: "s-1" }),
    method: "GET",
    path: scope,
    reply: { status: 404, body: { error: "Could not find client scope" } },
    result: undefined,
  },
  {
    name: "update",
    call: (c) => c.clientScopes.update({ id: "s-1" }, { description: "d" }),
    method: "PUT",
    path: scope,
    body: { description: "d" },
  },
  { name: "del", call: (c) => c.clientScopes.del({ id: "s-1" }), method: "DELETE", path: scope },
  {
    name: "listDefaultClientScopes",
    call: (c) => c.clientScopes.listDefaultClientScopes(),
    method: "GET",
    path: `${realm}/default-default-client-scopes`,
  },
  {
    name: "addDefaultClientScope",
    call: (c) => c.clientScopes.addDefaultClientScope({ id: "s-1" }),
    method: "PUT",
    path: `${realm}/default-default-client-scopes/s-1`,
  },
  {
    name: "delDefaultClientScope",
    call: (c) => c.clientScopes.delDefaultClientScope({ id: "s-1" }),
    method: "DELETE",
    path: `${realm}/default-default-client-scopes/s-1`,
  },
  {
    name: "listDefaultOptionalClientScopes",
    call: (c) => c.clientScopes.listDefaultOptionalClientScopes({ realm: "other" }),
    method: "GET",
    path: "/admin/realms/other/default-optional-client-scopes",
  },
  {
    name: "addDefaultOptionalClientScope",
    call: (c) => c.clientScopes.addDefaultOptionalClientScope({ id: "s-1" }),
    method: "PUT",
    path: `${realm}/default-optional-client-scopes/s-1`,
  },
  {
    name: "delDefaultOptionalClientScope",
    call: (c) => c.clientScopes.delDefaultOptionalClientScope({ id: "s-1" }),
    method: "DELETE",
    path: `${realm}/default-optional-client-scopes/s-1`,
  },
  {
    name: "addMultipleProtocolMappers",
    call: (c) => c.clientScopes.addMultipleProtocolMappers({ id: "s-1" }, [{ name: "m" }]),
    method: "POST",
    path: `${scope}/protocol-mappers/add-models`,
    body: [{ name: "m" }],
  },
  {
    name: "addProtocolMapper",
    call: (c) => c.clientScopes.addProtocolMapper({ id: "s-1" }, { name: "m" }),
    method: "POST",
    path: `${scope}/protocol-mappers/models`,
    body: { name: "m" },
  },
  {
    name: "listProtocolMappers",
    call: (c) => c.clientScopes.listProtocolMappers({ id: "s-1" }),
    method: "GET",
    path: `${scope}/protocol-mappers/models`,
  },
  {
    name: "findProtocolMapper resolves undefined on 404",
    call: (c) => c.clientScopes.findProtocolMapper({ id: "s-1", mapperId: "m-1" }),
    method: "GET",
    path: `${scope}/protocol-mappers/models/m-1`,
    reply: { status: 404 },
    result: undefined,
  },
  {
    name: "findProtocolMappersByProtocol",
    call: (c) =>
      c.clientScopes.findProtocolMappersByProtocol({ id: "s-1", protocol: "openid-connect" }),
    method: "GET",
    path: `${scope}/protocol-mappers/protocol/openid-connect`,
  },
  {
    name: "updateProtocolMapper",
    call: (c) => c.clientScopes.updateProtocolMapper({ id: "s-1", mapperId: "m-1" }, { name: "m" }),
    method: "PUT",
    path: `${scope}/protocol-mappers/models/m-1`,
    body: { name: "m" },
  },
  {
    name: "delProtocolMapper",
    call: (c) => c.clientScopes.delProtocolMapper({ id: "s-1", mapperId: "m-1" }),
    method: "DELETE",
    path: `${scope}/protocol-mappers/models/m-1`,
  },
  {
    name: "listScopeMappings",
    call: (c) => c.clientScopes.listScopeMappings({ id: "s-1" }),
    method: "GET",
    path: `${scope}/scope-mappings`,
  },
  {
    name: "addClientScopeMappings",
    call: (c) => c.clientScopes.addClientScopeMappings({ id: "s-1", client: "c-1" }, [role]),
    method: "POST",
    path: `${scope}/scope-mappings/clients/c-1`,
    body: [role],
  },
  {
    name: "listClientScopeMappings",
    call: (c) => c.clientScopes.listClientScopeMappings({ id: "s-1", client: "c-1" }),
    method: "GET",
    path: `${scope}/scope-mappings/clients/c-1`,
  },
  {
    name: "listAvailableClientScopeMappings",
    call: (c) => c.clientScopes.listAvailableClientScopeMappings({ id: "s-1", client: "c-1" }),
    method: "GET",
    path: `${scope}/scope-mappings/clients/c-1/available`,
  },
  {
    name: "listCompositeClientScopeMappings",
    call: (c) => c.clientScopes.listCompositeClientScopeMappings({ id: "s-1", client: "c-1" }),
    method: "GET",
    path: `${scope}/scope-mappings/clients/c-1/composite`,
  },
  {
    name: "delClientScopeMappings",
    call: (c) => c.clientScopes.delClientScopeMappings({ id: "s-1", client: "c-1" }, [role]),
    method: "DELETE",
    path: `${scope}/scope-mappings/clients/c-1`,
    body: [role],
  },
  {
    name: "addRealmScopeMappings",
    call: (c) => c.clientScopes.addRealmScopeMappings({ id: "s-1" }, [role]),
    method: "POST",
    path: `${scope}/scope-mappings/realm`,
    body: [role],
  },
  {
    name: "listRealmScopeMappings",
    call: (c) => c.clientScopes.listRealmScopeMappings({ id: "s-1" }),
    method: "GET",
    path: `${scope}/scope-mappings/realm`,
  },
  {
    name: "listAvailableRealmScopeMappings",
    call: (c) => c.clientScopes.listAvailableRealmScopeMappings({ id: "s-1" }),
    method: "GET",
    path: `${scope}/scope-mappings/realm/available`,
  },
  {
    name: "listCompositeRealmScopeMappings",
    call: (c) => c.clientScopes.listCompositeRealmScopeMappings({ id: "s-1" }),
    method: "GET",
    path: `${scope}/scope-mappings/realm/composite`,
  },
  {
    name: "delRealmScopeMappings",
    call: (c) => c.clientScopes.delRealmScopeMappings({ id: "s-1" }, [role]),
    method: "DELETE",
    path: `${scope}/scope-mappings/realm`,
    body: [role],
  },
];

describe("ClientScopes request building", () => {
  it.each(cases)("$name", expectRequest);
});

describe("ClientScopes by name", () => {
  const scopes = [
    { id: "s-1", name: "email" },
    { id: "s-2", name: "roles" },
  ];

  it("findOneByName picks the scope of that name in the given realm", async () => {
    const { client, calls } = recordingClient(() => ({ body: scopes }));
    await expect(
      client.clientScopes.findOneByName({ realm: "other", name: "roles" }),
    ).resolves.toEqual({ id: "s-2", name: "roles" });
    expect(calls[0]?.url.pathname).toBe("/auth/admin/realms/other/client-scopes");
    expect(calls[0]?.url.search).toBe("");
  });

  it("delByName deletes the scope found by name", async () => {
    const { client, calls } = recordingClient((call) =>
      call.method === "GET" ? { body: scopes } : undefined,
    );
    await client.clientScopes.delByName({ realm: "other", name: "email" });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      "GET /auth/admin/realms/other/client-scopes",
      "DELETE /auth/admin/realms/other/client-scopes/s-1",
    ]);
  });

  it("delByName fails with 'Scope not found.' and deletes nothing when the name is unknown", async () => {
    const { client, calls } = recordingClient(() => ({ body: scopes }));
    await expect(client.clientScopes.delByName({ name: "nope" })).rejects.toThrow(
      new Error("Scope not found."),
    );
    expect(calls.map((call) => call.method)).toEqual(["GET"]);
  });

  it("findProtocolMapperByName picks the mapper of that name", async () => {
    const { client, calls } = recordingClient(() => ({
      body: [
        { id: "m-1", name: "email" },
        { id: "m-2", name: "email verified" },
      ],
    }));
    await expect(
      client.clientScopes.findProtocolMapperByName({ id: "s-1", name: "email verified" }),
    ).resolves.toEqual({ id: "m-2", name: "email verified" });
    expect(calls[0]?.url.pathname).toBe(`/auth${scope}/protocol-mappers/models`);
  });
});
