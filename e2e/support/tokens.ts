import { keycloakUrl } from "../../server/src/keycloak-url";

/** The token endpoint's answer to a grant, refused or not. */
export async function tokenResponse(
  realm: string,
  grant: Record<string, string>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${keycloakUrl()}/realms/${realm}/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams(grant),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The access token the realm issues for a grant (password, client credentials, ...); throws if refused. */
export async function accessToken(realm: string, grant: Record<string, string>): Promise<string> {
  const { status, body } = await tokenResponse(realm, grant);
  if (status !== 200 || typeof body.access_token !== "string") {
    throw new Error(`The ${String(grant.grant_type)} grant was refused: ${JSON.stringify(body)}`);
  }
  return body.access_token;
}

/** The claims a token carries (its payload, read without checking the signature). */
export function tokenClaims(token: string): Record<string, unknown> {
  const payload = token.split(".")[1] ?? "";
  return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
}

/**
 * Signs a user in with their password (at `admin-cli` unless `grant` names another client), which
 * opens a session on the server and records the event; returns the token endpoint's status.
 */
export async function passwordSignIn(
  realm: string,
  username: string,
  password: string,
  grant: Record<string, string> = {},
): Promise<number> {
  const { status } = await tokenResponse(realm, {
    grant_type: "password",
    client_id: "admin-cli",
    username,
    password,
    ...grant,
  });
  return status;
}
