import KeycloakAdminClient from "@gatehouse/admin-client";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { consoleThemeName, themeMessagesSource } from "./messages-source";

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
