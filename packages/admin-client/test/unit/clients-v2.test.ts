import { describe, expect, it } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";
import {
  baseUrl,
  defaultRealm,
  expectRequest,
  recordingClient,
  type RequestCase,
} from "./recording-fetch.js";

const v2 = "/admin/api/home/clients/v2";
const app = { clientId: "app", protocol: "openid-connect", enabled: true };

/**
 * A client with the experimental calls open, at the recording client's address: the recording
 * client is created without them, and its fetch stub records this client's requests too.
 */
function experimental(_recording: KeycloakAdminClient): KeycloakAdminClient {
  const client = new KeycloakAdminClient({
    baseUrl,
    realmName: defaultRealm,
    enableExperimentalApis: true,
  });
  client.setAccessToken("test-token");
  return client;
}

const cases: RequestCase[] = [
  {
    name: "get lists the clients with the query, fields comma-separated",
    call: (c) =>
      experimental(c)
        .clients.v2()
        .get({
          queryParameters: {
            fields: ["clientId", "enabled"],
            q: 'clientId eq "app"',
            sort: "displayName|desc,clientId",
            offset: 10,
            limit: 5,
          },
        }),
    method: "GET",
    path: v2,
    query:
      "fields=clientId%2Cenabled&q=clientId+eq+%22app%22&sort=displayName%7Cdesc%2CclientId&offset=10&limit=5",
    reply: { body: [app] },
    result: [app],
  },
  {
    name: "post creates a client and resolves it as stored",
    call: (c) => experimental(c).clients.v2().post(app),
    method: "POST",
    path: v2,
    body: app,
    reply: { status: 201, body: { ...app, uuid: "u-1" } },
    result: { ...app, uuid: "u-1" },
  },
  {
    name: "another realm",
    call: (c) => experimental(c).clients.v2({ realm: "other" }).get(),
    method: "GET",
    path: "/admin/api/other/clients/v2",
  },
  {
    name: "byId get encodes the clientId",
    call: (c) => experimental(c).clients.v2().byId("a/b").get(),
    method: "GET",
    path: `${v2}/a%2Fb`,
  },
  {
    name: "byId put",
    call: (c) => experimental(c).clients.v2().byId("app").put(app),
    method: "PUT",
    path: `${v2}/app`,
    body: app,
  },
  {
    name: "byId delete",
    call: (c) => experimental(c).clients.v2().byId("app").delete(),
    method: "DELETE",
    path: `${v2}/app`,
    result: undefined,
  },
];

describe("Clients v2 request building", () => {
  it.each(cases)("$name", expectRequest);

  it("is closed unless the experimental calls are enabled", () => {
    expect(() => new KeycloakAdminClient({ baseUrl }).clients.v2()).toThrow(
      "enableExperimentalApis: true",
    );
    expect(
      new KeycloakAdminClient({ baseUrl, enableExperimentalApis: true }).enableExperimentalApis,
    ).toBe(true);
  });

  it.each([
    ["an object", { displayName: "New", description: null }],
    ["fields under additionalData", { additionalData: { displayName: "New", description: null } }],
    ["ready-encoded text", '{"displayName":"New","description":null}'],
    ["bytes", new TextEncoder().encode('{"displayName":"New","description":null}').buffer],
  ])("patch sends %s as a JSON merge patch", async (_label, patch) => {
    const { client, calls } = recordingClient(() => ({ body: { ...app, displayName: "New" } }));
    const result = await experimental(client).clients.v2().byId("app").patch(patch);
    expect(result).toEqual({ ...app, displayName: "New" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("PATCH");
    expect(calls[0]?.url.pathname).toBe(`/auth${v2}/app`);
    expect(calls[0]?.headers.get("content-type")).toBe("application/merge-patch+json");
    const body = calls[0]?.body;
    const text = body instanceof ArrayBuffer ? new TextDecoder().decode(body) : body;
    expect(JSON.parse(String(text))).toEqual({ displayName: "New", description: null });
  });
});
