import { describe, expect, it } from "vitest";
import { NetworkError } from "../../src/core/network-error.js";
import { fetchEffectiveMessageBundles } from "../../src/resources/message-bundles.js";
import { call, json, mockFetch, restoreFetchAfterEach } from "./fetch-mock.js";
import { expectRequest, type RequestCase } from "./recording-fetch.js";

const cases: RequestCase[] = [
  {
    name: "find",
    call: (c) => c.serverInfo.find(),
    method: "GET",
    path: "/admin/serverinfo",
  },
  {
    name: "findEffectiveMessageBundles reads the realm's merged theme messages",
    call: (c) =>
      c.serverInfo.findEffectiveMessageBundles({
        realm: "other",
        themeType: "login",
        locale: "de",
        theme: "keycloak",
        source: true,
      }),
    method: "GET",
    path: "/resources/other/login/de",
    query: "theme=keycloak&source=true",
    reply: { body: [{ key: "doLogIn", value: "Anmelden", source: "THEME" }] },
    result: [{ key: "doLogIn", value: "Anmelden", source: "THEME" }],
  },
];

describe("ServerInfo request building", () => {
  it.each(cases)("$name", expectRequest);
});

describe("fetchEffectiveMessageBundles", () => {
  restoreFetchAfterEach();

  it("makes the client's read without a client or a token, below a base URL with a path", async () => {
    const calls = mockFetch(() => json([{ key: "reload", value: "Neu laden" }]));
    const messages = await fetchEffectiveMessageBundles("http://kc.test/auth/", {
      realm: "a/b",
      themeType: "admin",
      locale: "de",
      theme: "gatehouse",
    });
    expect(messages).toEqual([{ key: "reload", value: "Neu laden" }]);
    const request = call(calls);
    expect(request.url.href).toBe("http://kc.test/auth/resources/a%2Fb/admin/de?theme=gatehouse");
    expect(request.headers.has("authorization")).toBe(false);
  });

  it("fails with the server's answer as a NetworkError", async () => {
    mockFetch(() => json({ error: "unknown realm" }, { status: 404 }));
    const read = fetchEffectiveMessageBundles("http://kc.test", {
      realm: "gone",
      themeType: "admin",
      locale: "en",
    });
    await expect(read).rejects.toBeInstanceOf(NetworkError);
    await expect(read).rejects.toMatchObject({ response: { status: 404 } });
  });
});
