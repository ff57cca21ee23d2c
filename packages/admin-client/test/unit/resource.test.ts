import { afterEach, describe, expect, it, vi } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import { NetworkError } from "../../src/core/network-error.js";
import { Resource } from "../../src/core/resource.js";
import { call, empty, json, mockFetch } from "./fetch-mock.js";

/** A resource declaring one call of each kind the request builder supports. */
class Things extends Resource<{ realm?: string }> {
  constructor(client: KeycloakAdminClient) {
    super(client, { path: "/admin/realms/{realm}/things" });
  }

  find = this.makeRequest<
    { search?: string; max?: number; type?: string[]; flag?: boolean },
    unknown[]
  >({
    method: "GET",
  });
  findOne = this.makeRequest<{ id: string }, { id: string } | undefined>({
    method: "GET",
    path: "/{id}",
    catchNotFound: true,
  });
  strictFind = this.makeRequest<{ id: string }>({ method: "GET", path: "/{id}" });
  create = this.makeRequest<{ name: string; clientId?: string }, { id: string }>({
    method: "POST",
    keyTransform: { clientId: "client_id" },
    returnResourceIdInLocationHeader: { field: "id" },
  });
  act = this.makeRequest<
    { id: string; actions: string[]; lifespan?: number; redirectUri?: string },
    undefined
  >({
    method: "PUT",
    path: "/{id}/act",
    payloadKey: "actions",
    queryParamKeys: ["lifespan", "redirectUri"],
    keyTransform: { redirectUri: "redirect_uri" },
  });
  link = this.makeRequest<{ id: string; alias: string }, undefined>({
    method: "POST",
    path: "/{id}/links",
    payloadKey: "alias",
  });
  label = this.makeUpdateRequest<{ id: string; force?: boolean }, string, undefined>({
    method: "PUT",
    path: "/{id}/label",
    queryParamKeys: ["force"],
    headers: { "content-type": "text/plain" },
  });
  update = this.makeUpdateRequest<{ id: string }, { name: string }, undefined>({
    method: "PUT",
    path: "/{id}",
  });
  poke = this.makeRequest<object, undefined>({ method: "POST", path: "/poke" });
  keepRealm = this.makeRequest<{ note: string }, undefined>({
    method: "POST",
    path: "/keep",
    ignoredKeys: ["realm"],
  });
  upload = this.makeUpdateRequest<{ id: string }, FormData, undefined>({
    method: "POST",
    path: "/{id}/upload",
  });
  download = this.makeRequest<{ id: string }, ArrayBuffer>({
    method: "GET",
    path: "/{id}/download",
    headers: { accept: "application/octet-stream" },
  });
}

function setUp(config: ConstructorParameters<typeof KeycloakAdminClient>[0] = {}) {
  const client = new KeycloakAdminClient({
    baseUrl: "http://kc.test",
    realmName: "home",
    ...config,
  });
  client.setAccessToken("token-1");
  return { client, things: new Things(client) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("paths and realms", () => {
  it("uses the client's realm by default and a per-call realm when given", async () => {
    const calls = mockFetch(() => json([]));
    const { things } = setUp();
    await things.find();
    await things.find({ realm: "other realm" });
    expect(call(calls, 0).url.pathname).toBe("/admin/realms/home/things");
    expect(call(calls, 1).url.pathname).toBe("/admin/realms/other%20realm/things");
    expect(call(calls, 1).url.search).toBe("");
  });

  it("encodes a slash inside an id", async () => {
    const calls = mockFetch(() => json({ id: "a/b" }));
    await setUp().things.findOne({ id: "a/b" });
    expect(call(calls).url.pathname).toBe("/admin/realms/home/things/a%2Fb");
  });

  it("fills placeholders from the template alone", async () => {
    const calls = mockFetch(() => json({}));
    await setUp().things.strictFind({ id: "x" });
    expect(call(calls).url.pathname).toBe("/admin/realms/home/things/x");
  });

  it("refuses an empty id rather than calling a different endpoint", async () => {
    const calls = mockFetch(() => json({}));
    await expect(setUp().things.findOne({ id: "" })).rejects.toThrow(
      'The path parameter "id" is missing or empty',
    );
    expect(calls).toHaveLength(0);
  });

  it("never doubles slashes whatever the base URL", async () => {
    const calls = mockFetch(() => json([]));
    await setUp({ baseUrl: "http://kc.test/auth//" }).things.find();
    expect(call(calls).url.href).toBe("http://kc.test/auth/admin/realms/home/things");
  });
});

describe("query strings", () => {
  it("sends every GET payload field as a query parameter, dropping empty ones and repeating arrays", async () => {
    const calls = mockFetch(() => json([]));
    await setUp().things.find({ search: "", max: 5, type: ["A", "B"], flag: false });
    expect(call(calls).url.search).toBe("?max=5&type=A&type=B&flag=false");
  });

  it("sends only the query keys as query for other methods, renamed by keyTransform", async () => {
    const calls = mockFetch(() => empty());
    await setUp().things.act({
      id: "1",
      actions: ["VERIFY_EMAIL"],
      lifespan: 60,
      redirectUri: "http://app",
    });
    const request = call(calls);
    expect(request.method).toBe("PUT");
    expect(request.url.pathname).toBe("/admin/realms/home/things/1/act");
    expect(request.url.search).toBe("?lifespan=60&redirect_uri=http%3A%2F%2Fapp");
    expect(request.body).toBe('["VERIFY_EMAIL"]');
  });
});

describe("bodies and headers", () => {
  it("sends the remaining payload as JSON with the path keys removed and keys renamed", async () => {
    const calls = mockFetch(() =>
      empty(201, { location: "http://kc.test/admin/realms/home/things/new-id" }),
    );
    const result = await setUp().things.create({ realm: "r2", name: "n", clientId: "c" });
    const request = call(calls);
    expect(result).toEqual({ id: "new-id" });
    expect(request.url.pathname).toBe("/admin/realms/r2/things");
    expect(request.body).toBe('{"name":"n","client_id":"c"}');
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(request.headers.get("accept")).toBe("application/json, text/plain, */*");
    expect(request.headers.get("authorization")).toBe("Bearer token-1");
  });

  it("sends a string payloadKey value raw", async () => {
    const calls = mockFetch(() => empty());
    await setUp().things.link({ id: "1", alias: "github" });
    expect(call(calls).body).toBe("github");
  });

  it("sends text/plain bodies raw and keeps update-request bodies apart from the query", async () => {
    const calls = mockFetch(() => empty());
    await setUp().things.label({ id: "1", force: true }, "My label");
    const request = call(calls);
    expect(request.url.search).toBe("?force=true");
    expect(request.body).toBe("My label");
    expect(request.headers.get("content-type")).toBe("text/plain");
  });

  it("sends an update request's body untouched", async () => {
    const calls = mockFetch(() => empty());
    await setUp().things.update({ id: "1", realm: "r3" }, { name: "x" });
    expect(call(calls).url.pathname).toBe("/admin/realms/r3/things/1");
    expect(call(calls).body).toBe('{"name":"x"}');
  });

  it("sends no body at all when nothing is left of the payload", async () => {
    const calls = mockFetch(() => empty());
    await setUp().things.poke({ realm: "r" });
    expect(call(calls).body).toBeUndefined();
    expect(call(calls).headers.has("content-type")).toBe(false);
  });

  it("keeps ignored keys in the body", async () => {
    const calls = mockFetch(() => empty());
    await setUp().things.keepRealm({ realm: "r", note: "n" });
    expect(call(calls).url.pathname).toBe("/admin/realms/r/things/keep");
    expect(call(calls).body).toBe('{"realm":"r","note":"n"}');
  });

  it("passes form data through without a content type so fetch sets the boundary", async () => {
    const calls = mockFetch(() => empty());
    const form = new FormData();
    form.append("email", "a@b.c");
    await setUp().things.upload({ id: "1" }, form);
    expect(call(calls).body).toBe(form);
    expect(call(calls).headers.has("content-type")).toBe(false);
  });

  it("merges the configured request options' headers", async () => {
    const calls = mockFetch(() => json([]));
    await setUp({
      requestOptions: { headers: { "x-trace": "t1" }, credentials: "omit" },
    }).things.find();
    expect(call(calls).headers.get("x-trace")).toBe("t1");
  });

  it("omits the authorization header when there is no token", async () => {
    const calls = mockFetch(() => json([]));
    const client = new KeycloakAdminClient({ baseUrl: "http://kc.test" });
    await new Things(client).find();
    expect(call(calls).headers.has("authorization")).toBe(false);
  });
});

describe("responses", () => {
  it("resolves an empty body to undefined", async () => {
    mockFetch(() => empty());
    await expect(setUp().things.poke()).resolves.toBeUndefined();
  });

  it("resolves a text body that is not JSON as text", async () => {
    mockFetch(() => new Response("plain words"));
    await expect(setUp().things.find()).resolves.toBe("plain words");
  });

  it("reads an ArrayBuffer when asked for octet-stream", async () => {
    const calls = mockFetch(() => new Response(new Uint8Array([1, 2, 3])));
    const buffer = await setUp().things.download({ id: "1" });
    expect(call(calls).headers.get("accept")).toBe("application/octet-stream");
    expect(Array.from(new Uint8Array(buffer))).toEqual([1, 2, 3]);
  });

  it("takes the id from the last segment of the Location header, decoded", async () => {
    mockFetch(() => empty(201, { location: "/admin/realms/home/roles/my%20role" }));
    await expect(setUp().things.create({ name: "n" })).resolves.toEqual({ id: "my role" });
  });

  it("fails clearly when the Location header is missing", async () => {
    mockFetch(() => empty(201));
    await expect(setUp().things.create({ name: "n" })).rejects.toThrow(
      "The server sent no Location header for the created resource (http://kc.test/admin/realms/home/things).",
    );
  });

  it("fails clearly when the Location header holds no id", async () => {
    mockFetch(() => empty(201, { location: "http://kc.test/admin/realms/home/things/" }));
    await expect(setUp().things.create({ name: "n" })).rejects.toThrow(/holds no resource id/);
  });
});

describe("404 handling", () => {
  it("resolves undefined for a find-one call", async () => {
    mockFetch(() => json({ error: "User not found" }, { status: 404 }));
    await expect(setUp().things.findOne({ id: "x" })).resolves.toBeUndefined();
  });

  it("throws for other calls unless the caller asks otherwise", async () => {
    mockFetch(() => json({ error: "not here" }, { status: 404 }));
    const { things } = setUp();
    await expect(things.strictFind({ id: "x" })).rejects.toThrow("not here");
    await expect(things.strictFind({ id: "x" }, { catchNotFound: true })).resolves.toBeUndefined();
    await expect(things.findOne({ id: "x" }, { catchNotFound: false })).rejects.toBeInstanceOf(
      NetworkError,
    );
  });

  it("follows the client-wide setting when the call says nothing", async () => {
    mockFetch(() => json({}, { status: 404 }));
    const { things } = setUp({ requestArgOptions: { catchNotFound: true } });
    await expect(things.strictFind({ id: "x" })).resolves.toBeUndefined();
  });
});

describe("errors", () => {
  async function failure(response: Response): Promise<NetworkError> {
    mockFetch(() => response);
    const error = await setUp()
      .things.find()
      .then(
        () => undefined,
        (reason: unknown) => reason,
      );
    if (!(error instanceof NetworkError)) throw new Error("Expected a NetworkError.");
    return error;
  }

  it("uses the body's error field", async () => {
    const error = await failure(
      json({ error: "invalid_grant", error_description: "Bad creds" }, { status: 400 }),
    );
    expect(error.message).toBe("invalid_grant");
    expect(error.description).toBe("Bad creds");
    expect(error.status).toBe(400);
    expect(error.responseData).toEqual({ error: "invalid_grant", error_description: "Bad creds" });
    expect(error.response.status).toBe(400);
  });

  it("uses errorMessage when there is no error string", async () => {
    const error = await failure(
      json({ error: 7, errorMessage: "User exists with same username" }, { status: 409 }),
    );
    expect(error.message).toBe("User exists with same username");
  });

  it("falls back to the generic text for an object without a message", async () => {
    const error = await failure(json({ field: "x" }, { status: 400 }));
    expect(error.message).toBe("Network response was not OK.");
    expect(error.description).toBeUndefined();
  });

  it.each([new Response("Internal failure", { status: 500 }), new Response(null, { status: 502 })])(
    "says the message is unknown for a body that is not an object",
    async (response) => {
      const error = await failure(response);
      expect(error.message).toBe("Unable to determine error message.");
    },
  );
});

describe("abort and timeout", () => {
  function hangUntilAborted() {
    return mockFetch(
      (request) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = request.signal;
          if (!signal) throw new Error("The request has no signal.");
          signal.addEventListener("abort", () => {
            reject(signal.reason as Error);
          });
        }),
    );
  }

  it("aborts a call after the client's timeout", async () => {
    hangUntilAborted();
    await expect(setUp({ timeout: 20 }).things.find()).rejects.toMatchObject({
      name: "TimeoutError",
    });
  });

  it("lets one call have its own timeout", async () => {
    hangUntilAborted();
    await expect(setUp().things.find({}, { timeout: 20 })).rejects.toMatchObject({
      name: "TimeoutError",
    });
  });

  it("aborts when the caller's signal does, with the timeout still armed", async () => {
    const calls = hangUntilAborted();
    const controller = new AbortController();
    const pending = setUp().things.find({}, { signal: controller.signal });
    await vi.waitFor(() => {
      expect(calls).toHaveLength(1);
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
  });

  it("applies a default timeout of 60 seconds", () => {
    expect(new KeycloakAdminClient().timeout).toBe(60_000);
  });
});
