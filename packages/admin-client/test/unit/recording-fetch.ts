import { expect, onTestFinished, vi } from "vitest";
import { KeycloakAdminClient } from "../../src/client.js";

export const baseUrl = "http://kc.test/auth/";
export const defaultRealm = "home";

export interface RecordedCall {
  method: string;
  url: URL;
  headers: Headers;
  /** Parsed JSON for JSON bodies, the raw value otherwise (string, FormData), undefined without one. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

type Responder = (call: RecordedCall) => FakeReply | undefined;

function decodeBody(body: BodyInit | null | undefined, headers: Headers): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string" && headers.get("content-type") === "application/json") {
    return JSON.parse(body) as unknown;
  }
  return body;
}

function encodeReply(reply: FakeReply): Response {
  const { status = 200, body, headers = {} } = reply;
  const text = body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body);
  return new Response(status === 204 ? null : text, { status, headers });
}

/**
 * A client whose `fetch` is replaced by a recorder: every request is kept in `calls` and answered by
 * `respond` (default: 204 without a body). The real fetch is restored when the test ends.
 */
export function recordingClient(respond: Responder = () => undefined): {
  client: KeycloakAdminClient;
  calls: RecordedCall[];
} {
  const calls: RecordedCall[] = [];
  const fakeFetch = vi.fn((input: string | URL | Request, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const call: RecordedCall = {
      method: init?.method ?? "GET",
      url: new URL(input instanceof Request ? input.url : input),
      headers,
      body: decodeBody(init?.body, headers),
    };
    calls.push(call);
    return Promise.resolve(encodeReply(respond(call) ?? { status: 204 }));
  });
  vi.stubGlobal("fetch", fakeFetch);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  const client = new KeycloakAdminClient({ baseUrl, realmName: defaultRealm });
  client.setAccessToken("test-token");
  return { client, calls };
}

/** One request a resource method should send. */
export interface RequestCase {
  name: string;
  call: (client: KeycloakAdminClient) => Promise<unknown>;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path below `/auth` (the base URL's own path). */
  path: string;
  /** Expected query string without "?", in sending order. */
  query?: string;
  body?: unknown;
  reply?: FakeReply;
  /** Expected resolved value, when the case checks it. */
  result?: unknown;
}

/** Runs one case against a recording client and checks the single request it sent. */
export async function expectRequest(testCase: RequestCase): Promise<void> {
  const { client, calls } = recordingClient(() => testCase.reply);
  const result = await testCase.call(client);
  expect(calls).toHaveLength(1);
  const [call] = calls;
  expect(call?.method).toBe(testCase.method);
  expect(call?.url.pathname).toBe(`/auth${testCase.path}`);
  expect(call?.url.searchParams.toString()).toBe(testCase.query ?? "");
  expect(call?.body).toEqual(testCase.body);
  expect(call?.headers.get("authorization")).toBe("Bearer test-token");
  if ("result" in testCase) expect(result).toEqual(testCase.result);
}

/** A reply to a creation: 201 with the new resource's address in Location. */
export function created(location: string): FakeReply {
  return { status: 201, headers: { location: `http://kc.test/auth${location}` } };
}
