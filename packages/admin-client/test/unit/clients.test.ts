import { describe, expect, it } from "vitest";
import { created, expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const base = "/admin/realms/home/clients";
const role = { id: "r-1", name: "viewer" };

const cases: RequestCase[] = [
  {
    name: "find sends the query",
    call: (c) => c.clients.find({ clientId: "app", search: true, first: 0, max: 5 }),
    method: "GET",
    path: base,
    query: "clientId=app&search=true&first=0&max=5",
  },
  {
    name: "create resolves the id from Location",
    call: (c) => c.clients.create({ clientId: "app", publicClient: true }),
    method: "POST",
    path: base,
    body: { clientId: "app", publicClient: true },
    reply: created(`${base}/c-1`),
    result: { id: "c-1" },
  },
  {
    name: "create in another realm",
    call: (c) => c.clients.create({ realm: "other", clientId: "app" }),
    method: "POST",
    path: "/admin/realms/other/clients",
    body: { clientId: "app" },
    reply: created("/admin/realms/other/clients/c-2"),
    result: { id: "c-2" },
  },
  {
    name: "findOne resolves undefined on 404",
    call: (c) => c.clients.findOne({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1`,
    reply: { status: 404, body: { error: "Could not find client" } },
    result: undefined,
  },
  {
    name: "update sends the representation",
    call: (c) => c.clients.update({ id: "c-1" }, { clientId: "app", enabled: false }),
    method: "PUT",
    path: `${base}/c-1`,
    body: { clientId: "app", enabled: false },
  },
  { name: "del", call: (c) => c.clients.del({ id: "c-1" }), method: "DELETE", path: `${base}/c-1` },
  {
    name: "createRole resolves the role name",
    call: (c) => c.clients.createRole({ id: "c-1", name: "viewer", description: "d" }),
    method: "POST",
    path: `${base}/c-1/roles`,
    body: { name: "viewer", description: "d" },
    reply: created(`${base}/c-1/roles/viewer`),
    result: { roleName: "viewer" },
  },
  {
    name: "listRoles",
    call: (c) => c.clients.listRoles({ id: "c-1", search: "v", briefRepresentation: false }),
    method: "GET",
    path: `${base}/c-1/roles`,
    query: "search=v&briefRepresentation=false",
  },
  {
    name: "findRole encodes the role name",
    call: (c) => c.clients.findRole({ id: "c-1", roleName: "a/b c" }),
    method: "GET",
    path: `${base}/c-1/roles/a%2Fb%20c`,
  },
  {
    name: "updateRole",
    call: (c) => c.clients.updateRole({ id: "c-1", roleName: "viewer" }, { description: "x" }),
    method: "PUT",
    path: `${base}/c-1/roles/viewer`,
    body: { description: "x" },
  },
  {
    name: "delRole",
    call: (c) => c.clients.delRole({ id: "c-1", roleName: "viewer" }),
    method: "DELETE",
    path: `${base}/c-1/roles/viewer`,
  },
  {
    name: "findUsersWithRole",
    call: (c) => c.clients.findUsersWithRole({ id: "c-1", roleName: "viewer", first: 10, max: 5 }),
    method: "GET",
    path: `${base}/c-1/roles/viewer/users`,
    query: "first=10&max=5",
  },
  {
    name: "getServiceAccountUser",
    call: (c) => c.clients.getServiceAccountUser({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/service-account-user`,
  },
  {
    name: "getClientSecret",
    call: (c) => c.clients.getClientSecret({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/client-secret`,
    reply: { body: { type: "secret", value: "s3cret" } },
    result: { type: "secret", value: "s3cret" },
  },
  {
    name: "generateNewClientSecret sends no body",
    call: (c) => c.clients.generateNewClientSecret({ id: "c-1" }),
    method: "POST",
    path: `${base}/c-1/client-secret`,
  },
  {
    name: "getClientRotatedSecret resolves undefined without a rotated secret",
    call: (c) => c.clients.getClientRotatedSecret({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/client-secret/rotated`,
    reply: { status: 404, body: { error: "HTTP 404 Not Found" } },
    result: undefined,
  },
  {
    name: "invalidateSecret",
    call: (c) => c.clients.invalidateSecret({ id: "c-1" }),
    method: "DELETE",
    path: `${base}/c-1/client-secret/rotated`,
  },
  {
    name: "generateRegistrationAccessToken",
    call: (c) => c.clients.generateRegistrationAccessToken({ id: "c-1" }),
    method: "POST",
    path: `${base}/c-1/registration-access-token`,
  },
  {
    name: "listDefaultClientScopes",
    call: (c) => c.clients.listDefaultClientScopes({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/default-client-scopes`,
  },
  {
    name: "addDefaultClientScope",
    call: (c) => c.clients.addDefaultClientScope({ id: "c-1", clientScopeId: "s-1" }),
    method: "PUT",
    path: `${base}/c-1/default-client-scopes/s-1`,
  },
  {
    name: "delDefaultClientScope",
    call: (c) => c.clients.delDefaultClientScope({ id: "c-1", clientScopeId: "s-1" }),
    method: "DELETE",
    path: `${base}/c-1/default-client-scopes/s-1`,
  },
  {
    name: "listOptionalClientScopes",
    call: (c) => c.clients.listOptionalClientScopes({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/optional-client-scopes`,
  },
  {
    name: "addOptionalClientScope",
    call: (c) => c.clients.addOptionalClientScope({ id: "c-1", clientScopeId: "s-1" }),
    method: "PUT",
    path: `${base}/c-1/optional-client-scopes/s-1`,
  },
  {
    name: "delOptionalClientScope",
    call: (c) => c.clients.delOptionalClientScope({ id: "c-1", clientScopeId: "s-1" }),
    method: "DELETE",
    path: `${base}/c-1/optional-client-scopes/s-1`,
  },
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
  {
    name: "evaluatePermission puts container and type in the path",
    call: (c) =>
      c.clients.evaluatePermission({
        id: "c-1",
        roleContainer: "home",
        type: "not-granted",
        scope: "openid email",
      }),
    method: "GET",
    path: `${base}/c-1/evaluate-scopes/scope-mappings/home/not-granted`,
    query: "scope=openid+email",
  },
  {
    name: "evaluateListProtocolMapper",
    call: (c) => c.clients.evaluateListProtocolMapper({ id: "c-1", scope: "openid" }),
    method: "GET",
    path: `${base}/c-1/evaluate-scopes/protocol-mappers`,
    query: "scope=openid",
  },
  {
    name: "evaluateGenerateAccessToken sends scope, userId and audience",
    call: (c) =>
      c.clients.evaluateGenerateAccessToken({
        id: "c-1",
        scope: "openid",
        userId: "u-1",
        audience: "api",
      }),
    method: "GET",
    path: `${base}/c-1/evaluate-scopes/generate-example-access-token`,
    query: "scope=openid&userId=u-1&audience=api",
  },
  {
    name: "evaluateGenerateUserInfo",
    call: (c) => c.clients.evaluateGenerateUserInfo({ id: "c-1", scope: "", userId: "u-1" }),
    method: "GET",
    path: `${base}/c-1/evaluate-scopes/generate-example-userinfo`,
    query: "userId=u-1",
  },
  {
    name: "evaluateGenerateIdToken",
    call: (c) => c.clients.evaluateGenerateIdToken({ id: "c-1", scope: "openid", userId: "u-1" }),
    method: "GET",
    path: `${base}/c-1/evaluate-scopes/generate-example-id-token`,
    query: "scope=openid&userId=u-1",
  },
  {
    name: "listSessions",
    call: (c) => c.clients.listSessions({ id: "c-1", first: 0, max: 10 }),
    method: "GET",
    path: `${base}/c-1/user-sessions`,
    query: "first=0&max=10",
  },
  {
    name: "listOfflineSessions",
    call: (c) => c.clients.listOfflineSessions({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/offline-sessions`,
  },
  {
    name: "getSessionCount",
    call: (c) => c.clients.getSessionCount({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/session-count`,
    reply: { body: { count: 3 } },
    result: { count: 3 },
  },
  {
    name: "getOfflineSessionCount",
    call: (c) => c.clients.getOfflineSessionCount({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/offline-session-count`,
  },
  {
    name: "getInstallationProviders resolves text answers as text",
    call: (c) =>
      c.clients.getInstallationProviders({ id: "c-1", providerId: "saml-idp-descriptor" }),
    method: "GET",
    path: `${base}/c-1/installation/providers/saml-idp-descriptor`,
    reply: { body: "<EntityDescriptor/>", headers: { "content-type": "text/xml" } },
    result: "<EntityDescriptor/>",
  },
  {
    name: "pushRevocation",
    call: (c) => c.clients.pushRevocation({ id: "c-1" }),
    method: "POST",
    path: `${base}/c-1/push-revocation`,
  },
  {
    name: "addClusterNode sends the node in the body",
    call: (c) => c.clients.addClusterNode({ id: "c-1", node: "node-a" }),
    method: "POST",
    path: `${base}/c-1/nodes`,
    body: { node: "node-a" },
  },
  {
    name: "deleteClusterNode puts the node in the path",
    call: (c) => c.clients.deleteClusterNode({ id: "c-1", node: "node-a" }),
    method: "DELETE",
    path: `${base}/c-1/nodes/node-a`,
  },
  {
    name: "testNodesAvailable",
    call: (c) => c.clients.testNodesAvailable({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/test-nodes-available`,
  },
  {
    name: "getKeyInfo",
    call: (c) => c.clients.getKeyInfo({ id: "c-1", attr: "jwt.credential" }),
    method: "GET",
    path: `${base}/c-1/certificates/jwt.credential`,
  },
  {
    name: "generateKey",
    call: (c) => c.clients.generateKey({ id: "c-1", attr: "jwt.credential" }),
    method: "POST",
    path: `${base}/c-1/certificates/jwt.credential/generate`,
  },
  {
    name: "listFineGrainPermissions",
    call: (c) => c.clients.listFineGrainPermissions({ id: "c-1" }),
    method: "GET",
    path: `${base}/c-1/management/permissions`,
  },
  {
    name: "updateFineGrainPermission",
    call: (c) => c.clients.updateFineGrainPermission({ id: "c-1" }, { enabled: true }),
    method: "PUT",
    path: `${base}/c-1/management/permissions`,
    body: { enabled: true },
  },
];

describe("Clients request building", () => {
  it.each(cases)("$name", expectRequest);
});

describe("Clients certificates", () => {
  it("downloads a keystore as bytes, asking for octet-stream", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const { client, calls } = recordingClient(() => ({
      body: new TextDecoder().decode(bytes),
      headers: { "content-type": "application/octet-stream" },
    }));
    const keystore = await client.clients.downloadKey(
      { id: "c-1", attr: "jwt.credential" },
      { format: "PKCS12", keyAlias: "k", keyPassword: "p", storePassword: "s" },
    );
    expect(keystore).toBeInstanceOf(ArrayBuffer);
    expect(new Uint8Array(keystore)).toEqual(bytes);
    expect(calls[0]?.url.pathname).toBe(`/auth${base}/c-1/certificates/jwt.credential/download`);
    expect(calls[0]?.headers.get("accept")).toBe("application/octet-stream");
    expect(calls[0]?.body).toEqual({
      format: "PKCS12",
      keyAlias: "k",
      keyPassword: "p",
      storePassword: "s",
    });
  });

  it("generates and downloads in one call", async () => {
    const { client, calls } = recordingClient(() => ({ body: "x" }));
    await client.clients.generateAndDownloadKey(
      { realm: "other", id: "c-1", attr: "saml.signing" },
      { format: "JKS" },
    );
    expect(calls[0]?.url.pathname).toBe(
      "/auth/admin/realms/other/clients/c-1/certificates/saml.signing/generate-and-download",
    );
    expect(calls[0]?.headers.get("accept")).toBe("application/octet-stream");
  });

  it.each([
    ["uploadKey", "upload"],
    ["uploadCertificate", "upload-certificate"],
  ] as const)("%s passes form data through untouched", async (method, segment) => {
    const { client, calls } = recordingClient(() => ({ body: { certificate: "MIIC" } }));
    const form = new FormData();
    form.append("keystoreFormat", "Certificate PEM");
    form.append("file", new Blob(["-----BEGIN CERTIFICATE-----"]), "cert.pem");
    const info = await client.clients[method]({ id: "c-1", attr: "jwt.credential" }, form);
    expect(info).toEqual({ certificate: "MIIC" });
    expect(calls[0]?.url.pathname).toBe(`/auth${base}/c-1/certificates/jwt.credential/${segment}`);
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.get("content-type")).toBeNull();
  });
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
