import { describe, expect, it } from "vitest";
import { created, expectRequest, recordingClient, type RequestCase } from "./recording-fetch.js";

const base = "/admin/realms/home/identity-provider";
const idp = `${base}/instances/github`;

const cases: RequestCase[] = [
  {
    name: "find sends the filters",
    call: (c) => c.identityProviders.find({ search: "git*", realmOnly: true, max: 10 }),
    method: "GET",
    path: `${base}/instances`,
    query: "search=git*&realmOnly=true&max=10",
  },
  {
    name: "create resolves the alias from Location",
    call: (c) => c.identityProviders.create({ alias: "github", providerId: "github" }),
    method: "POST",
    path: `${base}/instances`,
    body: { alias: "github", providerId: "github" },
    reply: created(idp),
    result: { id: "github" },
  },
  {
    name: "findOne resolves undefined on 404",
    call: (c) => c.identityProviders.findOne({ alias: "github" }),
    method: "GET",
    path: idp,
    reply: { status: 404 },
    result: undefined,
  },
  {
    name: "findOne encodes the alias",
    call: (c) => c.identityProviders.findOne({ alias: "a/b" }),
    method: "GET",
    path: `${base}/instances/a%2Fb`,
  },
  {
    name: "update",
    call: (c) => c.identityProviders.update({ alias: "github" }, { enabled: false }),
    method: "PUT",
    path: idp,
    body: { enabled: false },
  },
  {
    name: "del",
    call: (c) => c.identityProviders.del({ alias: "github" }),
    method: "DELETE",
    path: idp,
  },
  {
    name: "findFactory",
    call: (c) => c.identityProviders.findFactory({ providerId: "oidc" }),
    method: "GET",
    path: `${base}/providers/oidc`,
  },
  {
    name: "findMappers",
    call: (c) => c.identityProviders.findMappers({ alias: "github" }),
    method: "GET",
    path: `${idp}/mappers`,
  },
  {
    name: "findOneMapper resolves undefined on 404",
    call: (c) => c.identityProviders.findOneMapper({ alias: "github", id: "m-1" }),
    method: "GET",
    path: `${idp}/mappers/m-1`,
    reply: { status: 404 },
    result: undefined,
  },
  {
    name: "createMapper sends only the mapper",
    call: (c) =>
      c.identityProviders.createMapper({
        alias: "github",
        identityProviderMapper: { name: "m", identityProviderMapper: "hardcoded-role-idp-mapper" },
      }),
    method: "POST",
    path: `${idp}/mappers`,
    body: { name: "m", identityProviderMapper: "hardcoded-role-idp-mapper" },
    reply: created(`${idp}/mappers/m-1`),
    result: { id: "m-1" },
  },
  {
    name: "updateMapper",
    call: (c) => c.identityProviders.updateMapper({ alias: "github", id: "m-1" }, { name: "m" }),
    method: "PUT",
    path: `${idp}/mappers/m-1`,
    body: { name: "m" },
  },
  {
    name: "delMapper",
    call: (c) => c.identityProviders.delMapper({ alias: "github", id: "m-1" }),
    method: "DELETE",
    path: `${idp}/mappers/m-1`,
  },
  {
    name: "findMapperTypes",
    call: (c) => c.identityProviders.findMapperTypes({ alias: "github" }),
    method: "GET",
    path: `${idp}/mapper-types`,
  },
  {
    name: "importFromUrl sends JSON",
    call: (c) =>
      c.identityProviders.importFromUrl({
        realm: "other",
        providerId: "oidc",
        fromUrl: "https://idp.test/.well-known/openid-configuration",
      }),
    method: "POST",
    path: "/admin/realms/other/identity-provider/import-config",
    body: { providerId: "oidc", fromUrl: "https://idp.test/.well-known/openid-configuration" },
  },
  {
    name: "listPermissions",
    call: (c) => c.identityProviders.listPermissions({ alias: "github" }),
    method: "GET",
    path: `${idp}/management/permissions`,
  },
  {
    name: "updatePermission",
    call: (c) => c.identityProviders.updatePermission({ alias: "github" }, { enabled: true }),
    method: "PUT",
    path: `${idp}/management/permissions`,
    body: { enabled: true },
  },
  {
    name: "reloadKeys",
    call: (c) => c.identityProviders.reloadKeys({ alias: "github" }),
    method: "GET",
    path: `${idp}/reload-keys`,
    reply: { body: true },
    result: true,
  },
];

describe("IdentityProviders request building", () => {
  it.each(cases)("$name", expectRequest);
});

describe("IdentityProviders import from a file", () => {
  function descriptorForm(): FormData {
    const form = new FormData();
    form.append("providerId", "saml");
    form.append("file", new Blob(["<EntityDescriptor/>"]), "idp.xml");
    return form;
  }

  it("importFromUrl passes form data through to the client's realm", async () => {
    const { client, calls } = recordingClient(() => ({ body: { entityId: "idp" } }));
    const form = descriptorForm();
    await expect(client.identityProviders.importFromUrl(form)).resolves.toEqual({
      entityId: "idp",
    });
    expect(calls[0]?.url.pathname).toBe(`/auth${base}/import-config`);
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.get("content-type")).toBeNull();
  });

  it("importFromFile sends the form to the realm named in the call", async () => {
    const { client, calls } = recordingClient(() => ({ body: {} }));
    const form = descriptorForm();
    await client.identityProviders.importFromFile({ realm: "other" }, form);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe("/auth/admin/realms/other/identity-provider/import-config");
    expect(calls[0]?.body).toBe(form);
  });
});

describe("IdentityProviders certificate upload", () => {
  it("passes the form through untouched and resolves the derived keys", async () => {
    const { client, calls } = recordingClient(() => ({
      body: { certificate: "MIIC", publicKey: "MIIB", jwks: "{}" },
    }));
    const form = new FormData();
    form.append("keystoreFormat", "Certificate PEM");
    form.append("file", new Blob(["-----BEGIN CERTIFICATE-----"]), "cert.pem");
    const info = await client.identityProviders.uploadCertificate({ realm: "other" }, form);
    expect(info).toEqual({ certificate: "MIIC", publicKey: "MIIB", jwks: "{}" });
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe(
      "/auth/admin/realms/other/identity-provider/upload-certificate",
    );
    expect(calls[0]?.body).toBe(form);
    expect(calls[0]?.headers.get("content-type")).toBeNull();
  });
});
