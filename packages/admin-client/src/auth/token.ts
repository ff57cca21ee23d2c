import { errorMessageOf, NetworkError, parseBody } from "../core/network-error.js";
import { callSignal } from "../core/signal.js";
import { buildUrl } from "../core/url.js";

export type GrantTypes = "client_credentials" | "password" | "refresh_token";

export interface Credentials {
  grantType: GrantTypes;
  clientId: string;
  clientSecret?: string;
  username?: string;
  password?: string;
  /** One-time password for a user with OTP configured. */
  totp?: string;
  /** Ask for an offline token (scope `offline_access`). */
  offlineToken?: boolean;
  refreshToken?: string;
  scopes?: string[];
}

/** The token endpoint's answer with camel-cased keys. */
export interface TokenResponse {
  accessToken: string;
  expiresIn?: number;
  refreshExpiresIn?: number;
  refreshToken?: string;
  tokenType?: string;
  notBeforePolicy?: number;
  sessionState?: string;
  scope?: string;
  idToken?: string;
  [key: string]: unknown;
}

export interface Settings {
  realmName?: string;
  baseUrl?: string;
  /** A scope used when the credentials name none. */
  scope?: string;
  credentials: Credentials;
  requestOptions?: Omit<RequestInit, "signal">;
  /** Milliseconds; 0 means none. */
  timeout?: number;
  signal?: AbortSignal;
}

export const defaultBaseUrl = "http://127.0.0.1:8180";
export const defaultRealm = "master";

function camelCase(key: string): string {
  return key.replace(/[-_]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/** Converts the top-level keys of the token endpoint's answer to camel case. */
export function camelizeKeys(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [camelCase(key), value]));
}

/** RFC 6749 §2.3.1: client id and secret are form-encoded before they are joined and base64-encoded. */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  const encode = (value: string) => new URLSearchParams({ v: value }).toString().slice(2);
  const pair = `${encode(clientId)}:${encode(clientSecret)}`;
  const bytes = new TextEncoder().encode(pair);
  return `Basic ${btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(""))}`;
}

function scopeOf(credentials: Credentials, fallback: string | undefined): string | undefined {
  if (credentials.offlineToken === true) return "offline_access";
  if (credentials.scopes !== undefined && credentials.scopes.length > 0)
    return credentials.scopes.join(" ");
  return fallback;
}

/** The form fields of a token request; undefined fields are left out. */
export function tokenForm(credentials: Credentials, scope?: string): URLSearchParams {
  const fields: Record<string, string | undefined> = {
    grant_type: credentials.grantType,
    client_id: credentials.clientId,
    username: credentials.username,
    password: credentials.password,
    totp: credentials.totp,
    scope: scopeOf(credentials, scope),
  };
  if (credentials.grantType === "refresh_token") {
    fields.refresh_token = credentials.refreshToken;
    fields.client_secret = credentials.clientSecret;
  }
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== "") form.append(key, value);
  }
  return form;
}

/** POSTs to the realm's token endpoint and returns the camel-cased answer. */
export async function getToken(settings: Settings): Promise<TokenResponse> {
  const { credentials } = settings;
  const url = buildUrl(
    settings.baseUrl ?? defaultBaseUrl,
    `/realms/${encodeURIComponent(settings.realmName ?? defaultRealm)}/protocol/openid-connect/token`,
  );
  const headers = new Headers(settings.requestOptions?.headers);
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.set("accept", "application/json");
  if (credentials.clientSecret !== undefined && credentials.clientSecret !== "") {
    headers.set(
      "authorization",
      basicAuthorization(credentials.clientId, credentials.clientSecret),
    );
  }
  const response = await fetch(url, {
    ...settings.requestOptions,
    method: "POST",
    headers,
    body: tokenForm(credentials, settings.scope),
    signal: callSignal(settings.signal, settings.timeout ?? 0) ?? null,
  });
  const data = await parseBody(response);
  if (!response.ok) throw new NetworkError(errorMessageOf(data), { response, responseData: data });
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new NetworkError("The token endpoint did not answer with a JSON object.", {
      response,
      responseData: data,
    });
  }
  const camel = camelizeKeys(data as Record<string, unknown>);
  if (typeof camel.accessToken !== "string") {
    throw new NetworkError("The token endpoint's answer has no access_token.", {
      response,
      responseData: data,
    });
  }
  return camel as TokenResponse;
}
