import { describe, expect, it } from "vitest";
import { parseCallbackUrl } from "./callback-url.js";
import type { KeycloakFlow, KeycloakResponseMode } from "./types.js";

const page = "https://app.example.com/console/";
const tokens = "access_token=AT&token_type=Bearer&id_token=IT&expires_in=300";

/** Where the server sends the browser back to, for a redirect URI and OAuth parameters. */
function redirect(redirectUri: string, mode: KeycloakResponseMode, params: string): string {
  const hashIndex = redirectUri.indexOf("#");
  if (mode === "fragment") return `${redirectUri}${hashIndex === -1 ? "#" : "&"}${params}`;
  const base = hashIndex === -1 ? redirectUri : redirectUri.slice(0, hashIndex);
  const hash = hashIndex === -1 ? "" : redirectUri.slice(hashIndex);
  return `${base}${base.includes("?") ? "&" : "?"}${params}${hash}`;
}

const paramsByFlow: Record<KeycloakFlow, string> = {
  standard: "state=S1&session_state=SS&iss=https%3A%2F%2Fsso&code=C1",
  implicit: `state=S1&session_state=SS&iss=https%3A%2F%2Fsso&${tokens}`,
  hybrid: `state=S1&session_state=SS&iss=https%3A%2F%2Fsso&code=C1&${tokens}`,
};

const routes = [
  "",
  "#/master/users",
  "#/master/users/4a1/settings?tab=attributes&first=0",
  "#/realm%20with%20space/clients",
];

describe("parseCallbackUrl", () => {
  for (const flow of ["standard", "implicit", "hybrid"] as const) {
    for (const mode of ["fragment", "query"] as const) {
      for (const route of routes) {
        it(`strips the ${flow} ${mode} parameters and keeps "${route}"`, () => {
          const callback = parseCallbackUrl(
            redirect(page + route, mode, paramsByFlow[flow]),
            mode,
            flow,
          );
          expect(callback).not.toBeNull();
          expect(callback?.newUrl).toBe(page + route);
          expect(callback?.state).toBe("S1");
          expect(callback?.session_state).toBe("SS");
          expect(callback?.iss).toBe("https://sso");
          if (flow !== "implicit") expect(callback?.code).toBe("C1");
          if (flow !== "standard") {
            expect(callback?.access_token).toBe("AT");
            expect(callback?.id_token).toBe("IT");
          }
        });
      }
    }
  }

  it("keeps the application's own query parameters in query mode", () => {
    const url = redirect(`${page}?lang=de#/master`, "query", "state=S&code=C");
    expect(parseCallbackUrl(url, "query", "standard")?.newUrl).toBe(`${page}?lang=de#/master`);
  });

  it("reads errors and decodes their description", () => {
    const url = redirect(
      `${page}#/master`,
      "fragment",
      "error=login_required&error_description=Login+is%20required&state=S",
    );
    const callback = parseCallbackUrl(url, "fragment", "standard");
    expect(callback).toMatchObject({
      error: "login_required",
      error_description: "Login is required",
    });
    expect(callback?.newUrl).toBe(`${page}#/master`);
  });

  it("reads the application-initiated action status", () => {
    const url = redirect(
      page,
      "fragment",
      "state=S&code=C&kc_action_status=success&kc_action=UPDATE_PASSWORD",
    );
    expect(parseCallbackUrl(url, "fragment", "standard")).toMatchObject({
      kc_action_status: "success",
      kc_action: "UPDATE_PASSWORD",
      newUrl: page,
    });
  });

  it("ignores addresses without state", () => {
    expect(parseCallbackUrl(`${page}#code=C`, "fragment", "standard")).toBeNull();
  });

  it("ignores a code in an implicit-flow address and tokens in a standard-flow address", () => {
    expect(parseCallbackUrl(`${page}#state=S&code=C`, "fragment", "implicit")).toBeNull();
    expect(parseCallbackUrl(`${page}#state=S&${tokens}`, "fragment", "standard")).toBeNull();
  });

  it("looks only where the response mode puts the parameters", () => {
    expect(parseCallbackUrl(`${page}?state=S&code=C`, "fragment", "standard")).toBeNull();
    expect(parseCallbackUrl(`${page}#state=S&code=C`, "query", "standard")).toBeNull();
  });

  it("ignores plain hash routes", () => {
    expect(parseCallbackUrl(`${page}#/master/users?state=open`, "fragment", "standard")).toBeNull();
  });
});
