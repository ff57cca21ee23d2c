import { NetworkError, messages } from "./errors.js";

/** The token endpoint's answer. */
export interface TokenResponse {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
}

function ensureOk(response: Response, message: string = messages.invalidStatus): Response {
  if (!response.ok) throw new NetworkError(message, { response });
  return response;
}

export async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const headers = new Headers(init.headers);
  headers.set("Accept", "application/json");
  const response = ensureOk(await fetch(url, { ...init, headers }));
  return response.json() as Promise<unknown>;
}

function isTokenResponse(value: unknown): value is TokenResponse {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.access_token === "string" &&
    (body.refresh_token === undefined || typeof body.refresh_token === "string") &&
    (body.id_token === undefined || typeof body.id_token === "string")
  );
}

/**
 * POSTs a form to the token endpoint. Credentials go along because the server may tie the grant to
 * its session cookie.
 */
export async function requestTokens(
  url: string,
  form: URLSearchParams,
  failureMessage?: string,
): Promise<TokenResponse> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
    body: form,
    credentials: "include",
  });
  ensureOk(response, failureMessage);
  const body: unknown = await response.json();
  if (!isTokenResponse(body)) throw new NetworkError(messages.invalidStatus, { response });
  return body;
}
