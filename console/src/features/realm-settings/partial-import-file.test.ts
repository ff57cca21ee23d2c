import { describe, expect, it } from "vitest";
import { countOf, parseRealmExport, partialImportRequest, typesIn } from "./partial-import-file";

const exported = {
  realm: "source",
  users: [{ username: "ada" }, { username: "bob" }],
  groups: [
    { id: "g1", name: "staff", subGroups: [{ id: "g2", name: "night", path: "/staff/night" }] },
  ],
  clients: [{ clientId: "portal" }],
  roles: {
    realm: [{ name: "auditor" }],
    client: { portal: [{ name: "viewer" }, { name: "editor" }], empty: [] },
  },
  identityProviders: [{ alias: "github", providerId: "github" }],
  identityProviderMappers: [{ name: "email", identityProviderAlias: "github" }],
};

describe("parseRealmExport", () => {
  it("counts what an exported realm holds of each kind", () => {
    const result = parseRealmExport(JSON.stringify(exported));
    if (!result.ok) throw new Error(result.reason);
    expect(countOf(result.file, "users")).toBe(2);
    expect(countOf(result.file, "groups")).toBe(1);
    expect(countOf(result.file, "clients")).toBe(1);
    expect(countOf(result.file, "realmRoles")).toBe(1);
    expect(countOf(result.file, "clientRoles")).toBe(2);
    expect(countOf(result.file, "identityProviders")).toBe(1);
    expect(result.file.realm).toBe("source");
    expect(typesIn(result.file)).toEqual([
      "users",
      "groups",
      "clients",
      "realmRoles",
      "clientRoles",
      "identityProviders",
    ]);
  });

  it("offers only the kinds the file holds", () => {
    const result = parseRealmExport(JSON.stringify({ realm: "r", clients: [{ clientId: "a" }] }));
    expect(result.ok && typesIn(result.file)).toEqual(["clients"]);
  });

  it("refuses text that is not JSON", () => {
    expect(parseRealmExport("realm: acme")).toEqual({ ok: false, reason: "invalid-json" });
  });

  it("refuses JSON that is not a realm export", () => {
    expect(parseRealmExport("[1, 2]")).toEqual({ ok: false, reason: "not-a-realm" });
    expect(parseRealmExport('{"clientId": "portal"}')).toEqual({
      ok: false,
      reason: "not-a-realm",
    });
    expect(parseRealmExport("null")).toEqual({ ok: false, reason: "not-a-realm" });
  });

  it("refuses a realm export with nothing to import", () => {
    expect(parseRealmExport('{"realm": "empty", "users": [], "roles": {}}')).toEqual({
      ok: false,
      reason: "nothing-to-import",
    });
  });

  it("leaves out entries that are no objects", () => {
    const result = parseRealmExport('{"realm": "r", "users": [{"username": "a"}, 3, null]}');
    expect(result.ok && countOf(result.file, "users")).toBe(1);
  });
});

describe("partialImportRequest", () => {
  const parsed = parseRealmExport(JSON.stringify(exported));
  if (!parsed.ok) throw new Error(parsed.reason);
  const { file } = parsed;

  it("sends only the chosen kinds, with the policy", () => {
    expect(partialImportRequest(file, ["users", "clientRoles"], "SKIP")).toEqual({
      ifResourceExists: "SKIP",
      realm: "source",
      users: exported.users,
      roles: { client: { portal: exported.roles.client.portal } },
    });
  });

  it("sends identity providers with their mappers, and realm roles", () => {
    expect(partialImportRequest(file, ["identityProviders", "realmRoles"], "FAIL")).toEqual({
      ifResourceExists: "FAIL",
      realm: "source",
      identityProviders: exported.identityProviders,
      identityProviderMappers: exported.identityProviderMappers,
      roles: { realm: exported.roles.realm },
    });
  });

  it("sends clients as the file has them, and groups without their ids", () => {
    expect(partialImportRequest(file, ["groups", "clients"], "OVERWRITE")).toEqual({
      ifResourceExists: "OVERWRITE",
      realm: "source",
      groups: [{ name: "staff", subGroups: [{ name: "night", path: "/staff/night" }] }],
      clients: exported.clients,
    });
  });
});
