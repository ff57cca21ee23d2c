import { vi } from "vitest";
import { makeJwt, nowSeconds } from "./jwt.js";

export const serverUrl = "https://sso.example.com";
export const realmUrl = `${serverUrl}/realms/test`;
export const tokenUrl = `${realmUrl}/protocol/openid-connect/token`;

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
}

/** Tokens as the server would issue them for `nonce`. */
export function issueTokens(nonce: string, claims: Record<string, unknown> = {}): TokenSet {
  const common = { iat: nowSeconds(), sid: "session-1", sub: "user-1", ...claims };
  return {
    access_token: makeJwt({
      ...common,
      exp: nowSeconds() + 300,
      realm_access: { roles: ["admin"] },
      resource_access: { app: { roles: ["viewer"] } },
    }),
    refresh_token: makeJwt({ ...common, exp: nowSeconds() + 1800, typ: "Refresh" }),
    id_token: makeJwt({ ...common, exp: nowSeconds() + 300, nonce, typ: "ID" }),
  };
}

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
  form: URLSearchParams | undefined;
}

/** A `fetch` stand-in that records calls and answers from `respond`. */
export function stubFetch(respond: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const form = init?.body instanceof URLSearchParams ? init.body : undefined;
    const call = { url, init, form };
    calls.push(call);
    return Promise.resolve(respond(call));
  });
  vi.stubGlobal("fetch", fetchMock);
  return { calls, fetchMock };
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}
