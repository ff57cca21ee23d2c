import KeycloakAdminClient from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { consoleThemeName, requestMessagesEarly, themeMessagesSource } from "./messages-source";

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

describe("consoleThemeName", () => {
  it("reads the theme from the resource address", () => {
    expect(consoleThemeName("/resources/8u2oz/admin/gatehouse")).toBe("gatehouse");
    expect(consoleThemeName("https://id.example.com/resources/1/admin/custom/")).toBe("custom");
    expect(consoleThemeName(".")).toBeUndefined();
  });
});

describe("themeMessagesSource", () => {
  it("reads a realm's admin messages of the console's theme as a flat map", async () => {
    let asked: URL | undefined;
    server.use(
      http.get("http://keycloak.test/resources/:realm/admin/:language", ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json([
          { key: "tryAgain", value: "Erneut versuchen" },
          { key: "reload", value: "Neu laden" },
        ]);
      }),
    );
    const client = new KeycloakAdminClient({ baseUrl: "http://keycloak.test" });
    const read = themeMessagesSource(client, "gatehouse");
    await expect(read("acme", "de")).resolves.toEqual({
      tryAgain: "Erneut versuchen",
      reload: "Neu laden",
    });
    expect(asked?.pathname).toBe("/resources/acme/admin/de");
    expect(asked?.searchParams.get("theme")).toBe("gatehouse");
  });
});

describe("requestMessagesEarly", () => {
  const environment = {
    adminBaseUrl: "http://keycloak.test",
    realm: "acme",
    resourceUrl: "/resources/1/admin/gatehouse",
  };

  it("asks the admin client's address for the realm's English messages, and serves the first read with the answer", async () => {
    const asked: string[] = [];
    server.use(
      http.get("http://keycloak.test/resources/:realm/admin/:language", ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.pathname}${url.search}`);
        return HttpResponse.json([{ key: "reload", value: `Reload (${String(asked.length)})` }]);
      }),
    );
    const early = requestMessagesEarly(environment);
    expect(early).toMatchObject({ realm: "acme", language: "en" });
    const read = themeMessagesSource(
      new KeycloakAdminClient({ baseUrl: "http://keycloak.test" }),
      "gatehouse",
      early,
    );
    await expect(read("acme", "en")).resolves.toEqual({ reload: "Reload (1)" });
    // The early answer serves once; later reads, and other realms or languages, ask again.
    await expect(read("acme", "en")).resolves.toEqual({ reload: "Reload (2)" });
    await expect(read("acme", "de")).resolves.toEqual({ reload: "Reload (3)" });
    expect(asked).toEqual([
      "/resources/acme/admin/en?theme=gatehouse",
      "/resources/acme/admin/en?theme=gatehouse",
      "/resources/acme/admin/de?theme=gatehouse",
    ]);
  });

  it("asks again through the admin client when the early request failed", async () => {
    let calls = 0;
    server.use(
      http.get("http://keycloak.test/resources/:realm/admin/:language", () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 503 })
          : HttpResponse.json([{ key: "reload", value: "Reload" }]);
      }),
    );
    const early = requestMessagesEarly(environment);
    const read = themeMessagesSource(
      new KeycloakAdminClient({ baseUrl: "http://keycloak.test" }),
      "gatehouse",
      early,
    );
    await expect(read("acme", "en")).resolves.toEqual({ reload: "Reload" });
    expect(calls).toBe(2);
  });
});
