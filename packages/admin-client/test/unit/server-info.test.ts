import { describe, it } from "vitest";
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
