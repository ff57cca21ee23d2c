import { bootstrapAdmin, keycloakUrl } from "../keycloak-url";

/**
 * Minimal Admin REST access for test set-up and tooling, independent of the admin-client package
 * (whose own tests must not rely on it for their fixtures).
 */
export async function adminToken(baseUrl = keycloakUrl()): Promise<string> {
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
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

/** Calls `/admin/realms{path}` as the bootstrap administrator; throws on a non-OK answer. */
export async function adminFetch(
  path: string,
  init: RequestInit = {},
  baseUrl = keycloakUrl(),
): Promise<Response> {
  const token = await adminToken(baseUrl);
  const headers = new Headers(init.headers);
  headers.set("authorization", `Bearer ${token}`);
  if (init.body !== undefined && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  const response = await fetch(`${baseUrl}/admin/realms${path}`, {
    ...init,
    headers,
    signal: init.signal ?? AbortSignal.timeout(60_000),
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? "GET"} ${path} failed: ${response.status} ${await response.text()}`,
    );
  }
  return response;
}

export interface ThrowawayRealm extends AsyncDisposable {
  readonly name: string;
  dispose(): Promise<void>;
}

/**
 * Creates a uniquely named, enabled realm (plus whatever the representation adds) and deletes it on
 * dispose. Use with `await using realm = await createThrowawayRealm("users")`.
 */
export async function createThrowawayRealm(
  prefix: string,
  representation: Record<string, unknown> = {},
): Promise<ThrowawayRealm> {
  const name = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  await adminFetch("", {
    method: "POST",
    body: JSON.stringify({ enabled: true, ...representation, realm: name }),
  });
  const dispose = async () => {
    await adminFetch(`/${encodeURIComponent(name)}`, { method: "DELETE" }).catch(
      (error: unknown) => {
        // A test may have deleted the realm itself; anything else is worth seeing.
        if (!String(error).includes(" 404 ")) throw error;
      },
    );
  };
  return { name, dispose, [Symbol.asyncDispose]: dispose };
}
