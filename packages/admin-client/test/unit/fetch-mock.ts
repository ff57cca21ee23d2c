import { afterEach, vi } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Headers;
  body: BodyInit | null | undefined;
  signal: AbortSignal | null | undefined;
}

type Responder = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * Replaces the global fetch for one test: every call is recorded, and answered by the responders in
 * turn (the last one repeats).
 */
export function mockFetch(...responders: Responder[]): RecordedRequest[] {
  const calls: RecordedRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string | URL, init: RequestInit = {}) => {
      const request: RecordedRequest = {
        url: new URL(input),
        method: init.method ?? "GET",
        headers: new Headers(init.headers),
        body: init.body,
        signal: init.signal,
      };
      calls.push(request);
      const responder = responders[Math.min(calls.length - 1, responders.length - 1)];
      if (responder === undefined) throw new Error("No responder configured.");
      return Promise.resolve(responder(request));
    }),
  );
  return calls;
}

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { "content-type": "application/json" },
    ...init,
  });

export const empty = (status = 204, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers });

/** The nth recorded request; fails the test clearly when it was never made. */
export function call(calls: RecordedRequest[], index = 0): RecordedRequest {
  const found = calls[index];
  if (found === undefined)
    throw new Error(`Request ${index} was not made (${calls.length} recorded).`);
  return found;
}

/** A client of the realm "home" with a token, for tests whose requests `mockFetch` answers. */
export function mockedClient(): KeycloakAdminClient {
  const admin = new KeycloakAdminClient({ baseUrl: "http://kc.test/", realmName: "home" });
  admin.setAccessToken("t");
  return admin;
}

/** Puts the real `fetch` back after each test of the file that calls it. */
export function restoreFetchAfterEach(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
