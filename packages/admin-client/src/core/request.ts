import type { KeycloakAdminClient } from "../client.js";
import { errorMessageOf, NetworkError, parseBody } from "./network-error.js";
import { callSignal } from "./signal.js";
import { buildUrl } from "./url.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** One fully resolved admin call: everything but the token is known. */
export interface PreparedCall {
  method: HttpMethod;
  baseUrl: string;
  /** Expanded path below the base URL. */
  path: string;
  query: Record<string, unknown>;
  /** `undefined` sends no body. */
  body: unknown;
  headers: Record<string, string> | undefined;
  catchNotFound: boolean;
  locationField: string | undefined;
  signal: AbortSignal | undefined;
  timeout: number;
}

function headerValue(
  headers: Record<string, string> | undefined,
  name: string,
): string | undefined {
  if (headers === undefined) return undefined;
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name);
  return found?.[1];
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  // fetch must set the multipart boundary itself, so form data goes out untouched and untyped.
  if (body instanceof FormData) return body;
  if (!headers.has("content-type")) headers.set("content-type", "application/json");
  if (typeof body === "string") return body;
  if (body instanceof Blob || body instanceof ArrayBuffer || body instanceof URLSearchParams)
    return body;
  return JSON.stringify(body);
}

function lastSegment(location: string): string {
  const path = new URL(location, "http://location.invalid").pathname;
  const segment = path.slice(path.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function resourceIdFrom(
  response: Response,
  url: URL,
  field: string,
): Promise<Record<string, string>> {
  // Drain the (normally empty) body so the connection is released.
  await response.arrayBuffer();
  const location = response.headers.get("location");
  if (location === null || location === "") {
    throw new Error(`The server sent no Location header for the created resource (${url.href}).`);
  }
  const id = lastSegment(location);
  if (id === "") {
    throw new Error(`The Location header "${location}" holds no resource id (${url.href}).`);
  }
  return { [field]: id };
}

/** Sends a prepared call with the client's token and options, and decodes the answer. */
export async function send(client: KeycloakAdminClient, call: PreparedCall): Promise<unknown> {
  const url = buildUrl(call.baseUrl, call.path, call.query);
  const requestOptions = client.getRequestOptions();
  const headers = new Headers(requestOptions?.headers);
  const token = await client.getAccessToken();
  if (token !== undefined) headers.set("authorization", `Bearer ${token}`);
  headers.set("accept", "application/json, text/plain, */*");
  for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
  const body = encodeBody(call.body, headers);

  const response = await fetch(url, {
    ...requestOptions,
    method: call.method,
    headers,
    body,
    signal: callSignal(call.signal, call.timeout) ?? null,
  });

  if (!response.ok) {
    const responseData = await parseBody(response);
    if (response.status === 404 && call.catchNotFound) return undefined;
    throw new NetworkError(errorMessageOf(responseData), { response, responseData });
  }
  if (call.locationField !== undefined) return resourceIdFrom(response, url, call.locationField);
  if (headerValue(call.headers, "accept") === "application/octet-stream")
    return response.arrayBuffer();
  return parseBody(response);
}
