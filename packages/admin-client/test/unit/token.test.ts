import { afterEach, describe, expect, it, vi } from "vitest";
import { expiresWithin, tokenExpiry } from "../../src/auth/jwt.js";
import { basicAuthorization, camelizeKeys, getToken, tokenForm } from "../../src/auth/token.js";
import { KeycloakAdminClient } from "../../src/client.js";
import { NetworkError } from "../../src/core/network-error.js";
import { call, json, mockFetch } from "./fetch-mock.js";

/** An unsigned JWT whose payload carries `exp` seconds from now (the client only reads, never verifies). */
function jwt(expiresInSeconds: number, extra: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: "none" })}.${encode({ exp, ...extra })}.sig`;
}

function tokenAnswer(access: string, refresh?: string) {
  return json({
    access_token: access,
    expires_in: 60,
    refresh_expires_in: 1800,
    ...(refresh === undefined ? {} : { refresh_token: refresh }),
    token_type: "Bearer",
    "not-before-policy": 0,
    session_state: "s",
    scope: "profile email",
  });
}

/** The form a token request sent. */
function formOf(body: BodyInit | null | undefined): URLSearchParams {
  if (!(body instanceof URLSearchParams))
    throw new Error("The token request was not form-encoded.");
  return body;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("jwt", () => {
  it("reads exp, including from payloads with non-ASCII claims", () => {
    const token = jwt(100, { name: "Zoë Ünïcode" });
    expect(tokenExpiry(token)).toBe(Math.floor(Date.now() / 1000) + 100);
  });

  it("treats opaque or broken tokens as never expiring", () => {
    expect(tokenExpiry("opaque")).toBeUndefined();
    expect(tokenExpiry("a.!!!.c")).toBeUndefined();
    expect(expiresWithin("opaque", 5)).toBe(false);
  });

  it("says whether fewer than the given seconds remain", () => {
    expect(expiresWithin(jwt(3), 5)).toBe(true);
    expect(expiresWithin(jwt(30), 5)).toBe(false);
  });
});

describe("token endpoint", () => {
  it("form-encodes the grant and leaves out what is not given", () => {
    const form = tokenForm({
      grantType: "password",
      clientId: "admin-cli",
      username: "a b",
      password: "p&q",
    });
    expect(form.toString()).toBe(
      "grant_type=password&client_id=admin-cli&username=a+b&password=p%26q",
    );
  });

  it("asks for offline_access or the listed scopes", () => {
    expect(
      tokenForm({ grantType: "password", clientId: "c", offlineToken: true }).get("scope"),
    ).toBe("offline_access");
    expect(
      tokenForm({ grantType: "password", clientId: "c", scopes: ["openid", "email"] }).get("scope"),
    ).toBe("openid email");
  });

  it("sends the refresh token and client secret for a refresh", () => {
    const form = tokenForm({
      grantType: "refresh_token",
      clientId: "c",
      clientSecret: "s",
      refreshToken: "r",
    });
    expect(form.get("refresh_token")).toBe("r");
    expect(form.get("client_secret")).toBe("s");
  });

  it("form-encodes both parts of the Basic header (RFC 6749 §2.3.1)", () => {
    const header = basicAuthorization("my client", "s:e/c+ré");
    const decoded = Buffer.from(header.replace("Basic ", ""), "base64").toString("utf8");
    expect(decoded).toBe("my+client:s%3Ae%2Fc%2Br%C3%A9");
  });

  it("camel-cases snake and kebab keys", () => {
    expect(camelizeKeys({ access_token: 1, "not-before-policy": 2, scope: 3 })).toEqual({
      accessToken: 1,
      notBeforePolicy: 2,
      scope: 3,
    });
  });

  it("posts to the realm's token endpoint with Basic auth when a secret is given", async () => {
    const calls = mockFetch(() => tokenAnswer("at", "rt"));
    const token = await getToken({
      baseUrl: "http://kc.test/",
      realmName: "my realm",
      credentials: { grantType: "client_credentials", clientId: "svc", clientSecret: "shh" },
    });
    const request = call(calls);
    expect(request.url.href).toBe("http://kc.test/realms/my%20realm/protocol/openid-connect/token");
    expect(request.method).toBe("POST");
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(request.headers.get("authorization")).toBe(basicAuthorization("svc", "shh"));
    expect(formOf(request.body).toString()).toBe("grant_type=client_credentials&client_id=svc");
    expect(token).toMatchObject({
      accessToken: "at",
      refreshToken: "rt",
      expiresIn: 60,
      notBeforePolicy: 0,
    });
  });

  it("raises a NetworkError with the OAuth error and its description", async () => {
    mockFetch(() =>
      json(
        { error: "invalid_grant", error_description: "Invalid user credentials" },
        { status: 401 },
      ),
    );
    const error: unknown = await getToken({
      credentials: { grantType: "password", clientId: "c" },
    }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({
      message: "invalid_grant",
      description: "Invalid user credentials",
      status: 401,
    });
  });
});

describe("client tokens", () => {
  const credentials = {
    grantType: "password",
    clientId: "admin-cli",
    username: "u",
    password: "p",
  } as const;

  it("signs in at the client's realm and uses the token on calls", async () => {
    const access = jwt(300);
    const calls = mockFetch(
      () => tokenAnswer(access, jwt(1800)),
      () => json([]),
    );
    const client = new KeycloakAdminClient({ baseUrl: "http://kc.test", realmName: "master" });
    await client.auth(credentials);
    await client.users.find({ realm: "other" });
    expect(call(calls, 0).url.pathname).toBe("/realms/master/protocol/openid-connect/token");
    expect(call(calls, 1).headers.get("authorization")).toBe(`Bearer ${access}`);
    expect(client.accessToken).toBe(access);
  });

  it("refreshes once, for concurrent calls, when fewer than 5 seconds remain", async () => {
    const fresh = jwt(300);
    const calls = mockFetch(
      () => tokenAnswer(jwt(3), jwt(1800)),
      () => tokenAnswer(fresh, jwt(1800)),
      () => json([]),
    );
    const client = new KeycloakAdminClient({ baseUrl: "http://kc.test" });
    await client.auth(credentials);
    await Promise.all([client.users.find(), client.groups.find()]);
    const tokenCalls = calls.filter((request) => request.url.pathname.endsWith("/token"));
    expect(tokenCalls).toHaveLength(2);
    expect(formOf(call(tokenCalls, 1).body).get("grant_type")).toBe("refresh_token");
    expect(calls.slice(-2).map((request) => request.headers.get("authorization"))).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
  });

  it("repeats a client-credentials grant when there is no refresh token", async () => {
    const fresh = jwt(300);
    const calls = mockFetch(
      () => tokenAnswer(jwt(2)),
      () => tokenAnswer(fresh),
    );
    const client = new KeycloakAdminClient({ baseUrl: "http://kc.test" });
    await client.auth({ grantType: "client_credentials", clientId: "svc", clientSecret: "s" });
    await expect(client.getAccessToken()).resolves.toBe(fresh);
    expect(formOf(call(calls, 1).body).get("grant_type")).toBe("client_credentials");
  });

  it("fails clearly when a refresh-token sign-in can no longer be renewed", async () => {
    mockFetch(() => tokenAnswer(jwt(2), jwt(-10)));
    const client = new KeycloakAdminClient({ baseUrl: "http://kc.test" });
    await client.auth({ grantType: "refresh_token", clientId: "c", refreshToken: "r" });
    await expect(client.getAccessToken()).rejects.toThrow(/cannot be renewed/);
  });

  it("leaves a token set by hand alone", async () => {
    const calls = mockFetch(() => json([]));
    const client = new KeycloakAdminClient({ baseUrl: "http://kc.test" });
    const expiring = jwt(1);
    client.setAccessToken(expiring);
    await expect(client.getAccessToken()).resolves.toBe(expiring);
    expect(calls).toHaveLength(0);
  });

  it("asks the registered token provider, and allows only one", async () => {
    const calls = mockFetch(() => json([]));
    const client = new KeycloakAdminClient({ baseUrl: "http://kc.test" });
    client.registerTokenProvider({ getAccessToken: () => Promise.resolve("from-provider") });
    expect(() => {
      client.registerTokenProvider({ getAccessToken: () => Promise.resolve("second") });
    }).toThrow("A token provider is already registered; only one is allowed.");
    await client.realms.find();
    expect(call(calls).headers.get("authorization")).toBe("Bearer from-provider");
  });
});

describe("configuration", () => {
  it("defaults to 127.0.0.1:8180 and master", () => {
    const client = new KeycloakAdminClient();
    expect(client.baseUrl).toBe("http://127.0.0.1:8180");
    expect(client.realmName).toBe("master");
  });

  it("changes only what setConfig names and replaces the request options", () => {
    const client = new KeycloakAdminClient({
      baseUrl: "http://a.test",
      requestOptions: { headers: { a: "1" } },
      requestArgOptions: { catchNotFound: true },
    });
    client.setConfig({ realmName: "r2" });
    expect(client.baseUrl).toBe("http://a.test");
    expect(client.realmName).toBe("r2");
    expect(client.getRequestOptions()).toEqual({ headers: { a: "1" } });
    client.setConfig({ requestOptions: { cache: "no-store" }, timeout: 5 });
    expect(client.getRequestOptions()).toEqual({ cache: "no-store" });
    expect(client.timeout).toBe(5);
    expect(client.getGlobalRequestArgOptions()).toEqual({ catchNotFound: true });
  });
});
