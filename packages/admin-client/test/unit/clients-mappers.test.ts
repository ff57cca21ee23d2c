import { describe, expect, it } from "vitest";
import { expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const base = "/admin/realms/home/clients";
const role = { id: "r-1", name: "viewer" };

/** The protocol-mapper and scope-mapping calls, reached below a client's path. */
const cases: RequestCase[] = [
  {
    name: "addMultipleProtocolMappers sends the array",
    call: (c) => c.clients.addMultipleProtocolMappers({ id: "c-1" }, [{ name: "m" }]),
    method: "POST",
    path: `${base}/c-1/protocol-mappers/add-models`,
    body: [{ name: "m" }],
  },
  {
    name: "addProtocolMapper",
    call: (c) =>
      c.clients.addProtocolMapper({ id: "c-1" }, { name: "m", protocol: "openid-connect" }),
    method: "POST",
    path: `${base}/c-1/protocol-mappers/models`,
    body: { name: "m", protocol: "openid-connect" },
  },
  {
    name: "listProtocolMappers",
    call: (c) => c.clients.listProtocolMappers({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/protocol-mappers/models`,
  },
  {
    name: "findProtocolMapperById resolves undefined on 404",
    call: (c) => c.clients.findProtocolMapperById({ id: "c-1", mapperId: "m-1" }),
    method: "GET",
    path: `${base}/c-1/protocol-mappers/models/m-1`,
    reply: { status: 404, body: { error: "Model not found" } },
    result: undefined,
  },
  {
    name: "findProtocolMappersByProtocol",
    call: (c) => c.clients.findProtocolMappersByProtocol({ id: "c-1", protocol: "saml" }),
    method: "GET",
    path: `${base}/c-1/protocol-mappers/protocol/saml`,
  },
  {
    name: "updateProtocolMapper",
    call: (c) => c.clients.updateProtocolMapper({ id: "c-1", mapperId: "m-1" }, { id: "m-1" }),
    method: "PUT",
    path: `${base}/c-1/protocol-mappers/models/m-1`,
    body: { id: "m-1" },
  },
  {
    name: "delProtocolMapper",
    call: (c) => c.clients.delProtocolMapper({ id: "c-1", mapperId: "m-1" }),
    method: "DELETE",
    path: `${base}/c-1/protocol-mappers/models/m-1`,
  },
  {
    name: "listScopeMappings",
    call: (c) => c.clients.listScopeMappings({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/scope-mappings`,
  },
  {
    name: "addClientScopeMappings",
    call: (c) => c.clients.addClientScopeMappings({ id: "c-1", client: "c-2" }, [role]),
    method: "POST",
    path: `${base}/c-1/scope-mappings/clients/c-2`,
    body: [role],
  },
  {
    name: "listClientScopeMappings",
    call: (c) => c.clients.listClientScopeMappings({ id: "c-1", client: "c-2" }),
    method: "GET",
    path: `${base}/c-1/scope-mappings/clients/c-2`,
  },
  {
    name: "listAvailableClientScopeMappings",
    call: (c) => c.clients.listAvailableClientScopeMappings({ id: "c-1", client: "c-2" }),
    method: "GET",
    path: `${base}/c-1/scope-mappings/clients/c-2/available`,
  },
  {
    name: "listCompositeClientScopeMappings",
    call: (c) => c.clients.listCompositeClientScopeMappings({ id: "c-1", client: "c-2" }),
    method: "GET",
    path: `${base}/c-1/scope-mappings/clients/c-2/composite`,
  },
  {
    name: "delClientScopeMappings sends the roles",
    call: (c) => c.clients.delClientScopeMappings({ id: "c-1", client: "c-2" }, [role]),
    method: "DELETE",
    path: `${base}/c-1/scope-mappings/clients/c-2`,
    body: [role],
  },
  {
    name: "addRealmScopeMappings",
    call: (c) => c.clients.addRealmScopeMappings({ id: "c-1" }, [role]),
    method: "POST",
    path: `${base}/c-1/scope-mappings/realm`,
    body: [role],
  },
  {
    name: "listRealmScopeMappings",
    call: (c) => c.clients.listRealmScopeMappings({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/scope-mappings/realm`,
  },
  {
    name: "listAvailableRealmScopeMappings",
    call: (c) => c.clients.listAvailableRealmScopeMappings({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/scope-mappings/realm/available`,
  },
  {
    name: "listCompositeRealmScopeMappings",
    call: (c) =>
      c.clients.listCompositeRealmScopeMappings({ id: "c-1", briefRepresentation: true }),
    method: "GET",
    path: `${base}/c-1/scope-mappings/realm/composite`,
    query: "briefRepresentation=true",
  },
  {
    name: "delRealmScopeMappings",
    call: (c) => c.clients.delRealmScopeMappings({ id: "c-1" }, [role]),
    method: "DELETE",
    path: `${base}/c-1/scope-mappings/realm`,
    body: [role],
  },
];

describe("Clients protocol mappers and scope mappings", () => {
  it.each(cases)("$name", expectRequest);
});

describe("Clients.findProtocolMapperByName", () => {
  it("picks the mapper of that name from the client's mappers in the given realm", async () => {
    const { client, calls } = recordingClient(() => ({
      body: [
        { id: "m-1", name: "email" },
        { id: "m-2", name: "groups" },
      ],
    }));
    const mapper = await client.clients.findProtocolMapperByName({
      realm: "other",
      id: "c-1",
      name: "groups",
    });
    expect(mapper).toEqual({ id: "m-2", name: "groups" });
    expect(calls[0]?.url.pathname).toBe(
      "/auth/admin/realms/other/clients/c-1/protocol-mappers/models",
    );
    expect(calls[0]?.url.search).toBe("");
  });

  it("resolves undefined when no mapper has that name", async () => {
    const { client } = recordingClient(() => ({ body: [{ id: "m-1", name: "email" }] }));
    await expect(client.clients.findProtocolMapperByName({ id: "c-1", name: "x" })).resolves.toBe(
      undefined,
    );
  });
});
