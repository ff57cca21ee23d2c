import { bootstrapAdmin, keycloakUrl } from "../keycloak-url";
import { testRealmKeyProviders } from "./realm-keys";

/**
 * Minimal Admin REST access for test set-up and tooling, independent of the admin-client package
 * (whose own tests must not rely on it for their fixtures).
 */
export async function adminToken(baseUrl = keycloakUrl()): Promise<string> {
  const cached = tokens.get(baseUrl);
  if (cached !== undefined && cached.freshUntil > Date.now()) return cached.token;
  // Concurrent callers share one request: a password grant costs the server a password hash.
  const pending = pendingTokens.get(baseUrl) ?? requestToken(baseUrl);
  pendingTokens.set(baseUrl, pending);
  try {
    return await pending;
  } finally {
    pendingTokens.delete(baseUrl);
  }
}

interface CachedToken {
  token: string;
  /** Until when the token may be handed out: well before it expires, so no call carries a stale one. */
  freshUntil: number;
}

const tokens = new Map<string, CachedToken>();
const pendingTokens = new Map<string, Promise<string>>();

/** Margin before expiry after which a token is no longer handed out. */
const tokenMarginMs = 15_000;

async function requestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/realms/master/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "admin-cli",
      username: bootstrapAdmin.username,
      password: bootstrapAdmin.password,
    }),
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    throw new Error(
      `Admin sign-in at ${baseUrl} failed: ${response.status} ${await response.text()}`,
    );
  }
  const body = (await response.json()) as { access_token: string; expires_in?: number };
  const lifetimeMs = (body.expires_in ?? 60) * 1000;
  tokens.set(baseUrl, {
    token: body.access_token,
    freshUntil: Date.now() + Math.max(0, lifetimeMs - tokenMarginMs),
  });
  return body.access_token;
}

/** Calls `/admin/realms{path}` as the bootstrap administrator; throws on a non-OK answer. */
export async function adminFetch(
  path: string,
  init: RequestInit = {},
  baseUrl = keycloakUrl(),
): Promise<Response> {
  const send = async () => {
    const headers = new Headers(init.headers);
    headers.set("authorization", `Bearer ${await adminToken(baseUrl)}`);
    if (init.body !== undefined && !headers.has("content-type"))
      headers.set("content-type", "application/json");
    return fetch(`${baseUrl}/admin/realms${path}`, {
      ...init,
      headers,
      signal: init.signal ?? AbortSignal.timeout(60_000),
    });
  };
  let response = await send();
  if (response.status === 401) {
    // The server forgot the session behind the cached token (a restart, a sign-out): sign in anew.
    tokens.delete(baseUrl);
    response = await send();
  }
  if (!response.ok) {
    throw new AdminApiError(
      `${init.method ?? "GET"} ${path} failed: ${response.status} ${await response.text()}`,
      response.status,
    );
  }
  return response;
}

/** A refusal of the Admin REST API, with the status the server answered. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "AdminApiError";
  }
}

/** Whether an error is the server failing (5xx) rather than refusing the request. */
export function isServerError(error: unknown): boolean {
  return error instanceof AdminApiError && error.status >= 500;
}

export interface ThrowawayRealm extends AsyncDisposable {
  readonly name: string;
  dispose(): Promise<void>;
}

const keyProviderType = "org.keycloak.keys.KeyProvider";

/**
 * Creates a uniquely named, enabled realm (plus whatever the representation adds) and deletes it on
 * dispose. Its key providers are the default ones, with a key made once (see realm-keys.ts).
 * Use with `await using realm = await createThrowawayRealm("users")`.
 */
export async function createThrowawayRealm(
  prefix: string,
  representation: Record<string, unknown> = {},
): Promise<ThrowawayRealm> {
  const name = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const components = (representation.components ?? {}) as Record<string, unknown>;
  const keyProviders = components[keyProviderType] ?? testRealmKeyProviders();
  await adminFetch("", {
    method: "POST",
    body: JSON.stringify({
      enabled: true,
      ...representation,
      ...(keyProviders !== undefined && {
        components: { ...components, [keyProviderType]: keyProviders },
      }),
      realm: name,
    }),
  });
  const dispose = () => deleteRealm(name);
  return { name, dispose, [Symbol.asyncDispose]: dispose };
}

/** Deletes a realm; one already gone counts as deleted. */
export async function deleteRealm(name: string): Promise<void> {
  // The server can fail a realm's delete with a 500 when a write about one of its users (a
  // sign-in's bookkeeping) commits while the delete runs; the realm is then still there, and a
  // second try a moment later deletes it.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await adminFetch(`/${encodeURIComponent(name)}`, { method: "DELETE" });
      return;
    } catch (error: unknown) {
      // A test may have deleted the realm itself; anything else is worth seeing.
      if (String(error).includes(" 404 ")) return;
      if (attempt >= 3 || !String(error).includes(" 500 ")) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
