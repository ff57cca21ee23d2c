import { describe, expect, it } from "vitest";
import { created, expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const base = "/admin/realms/home/clients";

const cases: RequestCase[] = [
  {
    name: "evaluateGenerateSamlResponse sends scope and user",
    call: (c) =>
      c.clients.evaluateGenerateSamlResponse({
        id: "c-1",
        scope: "openid role_list",
        userId: "u-1",
      }),
    method: "GET",
    path: `${base}/c-1/evaluate-scopes/generate-example-saml-response`,
    query: "scope=openid+role_list&userId=u-1",
    reply: { body: JSON.stringify("<samlp:Response/>") },
    result: "<samlp:Response/>",
  },
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
