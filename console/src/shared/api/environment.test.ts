import { describe, expect, it } from "vitest";
import { EnvironmentError, parseEnvironment, readEnvironment } from "./environment";

const valid = {
  serverBaseUrl: "https://id.example.com",
  adminBaseUrl: "https://admin.example.com",
  authUrl: "https://admin.example.com",
  realm: "master",
  clientId: "security-admin-console",
  resourceUrl: "/resources/abc/admin/gatehouse",
  logo: "",
  logoUrl: "",
  consoleBaseUrl: "/admin/master/console/",
  masterRealm: "master",
  resourceVersion: "abc",
};

function documentWith(block: string | undefined): Document {
  const doc = document.implementation.createHTMLDocument("console");
  if (block !== undefined) {
    const script = doc.createElement("script");
    script.id = "environment";
    script.type = "application/json";
    script.textContent = block;
    doc.body.append(script);
  }
  return doc;
}

describe("readEnvironment", () => {
  it("reads the environment block of the page", () => {
    expect(readEnvironment(documentWith(JSON.stringify(valid)))).toEqual({
      serverBaseUrl: "https://id.example.com",
      adminBaseUrl: "https://admin.example.com",
      realm: "master",
      clientId: "security-admin-console",
      resourceUrl: "/resources/abc/admin/gatehouse",
      masterRealm: "master",
      logo: "",
      logoUrl: "",
      consoleBaseUrl: "/admin/master/console/",
      resourceVersion: "abc",
    });
  });

  it("fails when the page has no environment block", () => {
    expect(() => readEnvironment(documentWith(undefined))).toThrow(EnvironmentError);
    expect(() => readEnvironment(documentWith("  "))).toThrow(/no environment block/);
  });

  it("fails when the block is not JSON", () => {
    expect(() => readEnvironment(documentWith("{ realm: master"))).toThrow(/not valid JSON/);
  });
});

describe("parseEnvironment", () => {
  it("names a missing required value", () => {
    const { clientId: _clientId, ...withoutClient } = valid;
    expect(() => parseEnvironment(withoutClient)).toThrow(
      'The environment value "clientId" is missing.',
    );
  });

  it("rejects values that are not strings, and non-objects", () => {
    expect(() => parseEnvironment({ ...valid, realm: 42 })).toThrow(/"realm" must be a string/);
    expect(() => parseEnvironment([valid])).toThrow(EnvironmentError);
    expect(() => parseEnvironment("master")).toThrow(EnvironmentError);
  });

  it("defaults the master realm, resource address and logo", () => {
    const environment = parseEnvironment({
      serverBaseUrl: "http://localhost:8080",
      adminBaseUrl: "http://localhost:8080",
      realm: "acme",
      clientId: "security-admin-console",
      scope: "openid email",
    });
    expect(environment).toMatchObject({
      masterRealm: "master",
      resourceUrl: ".",
      logo: "",
      logoUrl: "",
      scope: "openid email",
    });
  });
});
