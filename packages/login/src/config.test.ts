import { afterEach, describe, expect, it, vi } from "vitest";
import {
  discoveryUrl,
  keycloakEndpoints,
  oidcEndpoints,
  parseConfig,
  resolveConfig,
} from "./config.js";
import { ConfigurationError, NetworkError, NotSupportedError } from "./errors.js";
import type { KeycloakConfig } from "./types.js";

afterEach(() => {
  vi.unstubAllGlobals();
});

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

describe("parseConfig", () => {
  it("accepts a server configuration", () => {
    expect(parseConfig({ url: "https://sso", realm: "r", clientId: "c" })).toEqual({
      kind: "keycloak",
      url: "https://sso",
      realm: "r",
      clientId: "c",
    });
  });

  it("needs only clientId with an OpenID provider", () => {
    expect(parseConfig({ clientId: "c", oidcProvider: "https://idp" })).toMatchObject({
      kind: "oidc",
    });
    expect(() => parseConfig({ oidcProvider: "https://idp" } as unknown as KeycloakConfig)).toThrow(
      "The configuration object is missing the required 'clientId' property.",
    );
  });

  it("accepts the address of a JSON configuration", () => {
    expect(parseConfig("/keycloak.json")).toEqual({ kind: "json-url", url: "/keycloak.json" });
  });

  it.each([
    [{ realm: "r", clientId: "c" }, "url"],
    [{ url: "https://sso", clientId: "c" }, "realm"],
    [{ url: "https://sso", realm: "r" }, "clientId"],
    [{ url: "", realm: "r", clientId: "c" }, "url"],
  ])("names the missing property of %j", (config, property) => {
    expect(() => parseConfig(config as unknown as KeycloakConfig)).toThrow(
      new ConfigurationError(
        `The configuration object is missing the required '${property}' property.`,
      ),
    );
  });

  it.each([undefined, null, 42, ""])("refuses %j", (config) => {
    expect(() => parseConfig(config as unknown as KeycloakConfig)).toThrow(
      "The 'Keycloak' constructor must be provided with a configuration object, or a URL to a JSON configuration file.",
    );
  });
});

describe("endpoints", () => {
  it("builds Keycloak's endpoints under the realm", () => {
    const endpoints = keycloakEndpoints("https://sso/realms/my%20realm");
    expect(endpoints.authorize()).toBe(
      "https://sso/realms/my%20realm/protocol/openid-connect/auth",
    );
    expect(endpoints.token()).toBe("https://sso/realms/my%20realm/protocol/openid-connect/token");
    expect(endpoints.logout()).toBe("https://sso/realms/my%20realm/protocol/openid-connect/logout");
    expect(endpoints.register()).toBe(
      "https://sso/realms/my%20realm/protocol/openid-connect/registrations",
    );
    expect(endpoints.userinfo()).toBe(
      "https://sso/realms/my%20realm/protocol/openid-connect/userinfo",
    );
    expect(endpoints.checkSessionIframe()).toBe(
      "https://sso/realms/my%20realm/protocol/openid-connect/login-status-iframe.html",
    );
    expect(endpoints.thirdPartyCookiesIframe?.()).toBe(
      "https://sso/realms/my%20realm/protocol/openid-connect/3p-cookies/step1.html",
    );
  });

  it("reports what a generic provider does not offer", () => {
    const endpoints = oidcEndpoints({
      authorization_endpoint: "https://idp/a",
      token_endpoint: "https://idp/t",
    });
    expect(endpoints.authorize()).toBe("https://idp/a");
    expect(endpoints.thirdPartyCookiesIframe).toBeUndefined();
    for (const endpoint of [endpoints.logout, endpoints.userinfo, endpoints.checkSessionIframe]) {
      expect(() => endpoint()).toThrow(new NotSupportedError("Not supported by the OIDC server"));
    }
    expect(() => endpoints.register()).toThrow(
      'Redirection to "Register user" page not supported in standard OIDC mode',
    );
  });

  it("finds the discovery document with or without a trailing slash", () => {
    expect(discoveryUrl("https://idp/realms/x")).toBe(
      "https://idp/realms/x/.well-known/openid-configuration",
    );
    expect(discoveryUrl("https://idp/realms/x/")).toBe(
      "https://idp/realms/x/.well-known/openid-configuration",
    );
  });
});

describe("resolveConfig", () => {
  it("strips a trailing slash from the server address and encodes the realm", async () => {
    const resolved = await resolveConfig(
      parseConfig({ url: "https://sso/", realm: "a/b", clientId: "c" }),
    );
    expect(resolved.realmUrl).toBe("https://sso/realms/a%2Fb");
  });

  it("reads a JSON configuration file", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        jsonResponse({ "auth-server-url": "https://sso", realm: "r", resource: "app" }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const resolved = await resolveConfig({ kind: "json-url", url: "https://app/keycloak.json" });
    expect(fetchMock).toHaveBeenCalledWith("https://app/keycloak.json", expect.anything());
    expect(resolved).toMatchObject({
      clientId: "app",
      realm: "r",
      realmUrl: "https://sso/realms/r",
    });
  });

  it("refuses a JSON configuration without the server, realm or client", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(jsonResponse({ realm: "r" })));
    await expect(
      resolveConfig({ kind: "json-url", url: "https://app/k.json" }),
    ).rejects.toBeInstanceOf(ConfigurationError);
  });

  it("loads a provider's discovery document", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(
        jsonResponse({
          authorization_endpoint: "https://idp/auth",
          token_endpoint: "https://idp/token",
          end_session_endpoint: "https://idp/logout",
        }),
      ),
    );
    vi.stubGlobal("fetch", fetchMock);
    const resolved = await resolveConfig({
      kind: "oidc",
      clientId: "c",
      oidcProvider: "https://idp",
    });
    expect(fetchMock).toHaveBeenCalledWith(
      "https://idp/.well-known/openid-configuration",
      expect.anything(),
    );
    expect(resolved.endpoints.logout()).toBe("https://idp/logout");
    expect(resolved.realmUrl).toBeUndefined();
  });

  it("raises a NetworkError with the response when the document cannot be read", async () => {
    vi.stubGlobal("fetch", () => Promise.resolve(jsonResponse({}, 404)));
    const error: unknown = await resolveConfig({
      kind: "oidc",
      clientId: "c",
      oidcProvider: "https://idp",
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).message).toBe("Server responded with an invalid status.");
    expect((error as NetworkError).response.status).toBe(404);
  });
});
