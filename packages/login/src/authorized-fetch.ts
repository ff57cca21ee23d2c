import { UsageError, messages } from "./errors.js";

/** The parts of the adapter instance an authorized request uses. */
export interface TokenSource {
  readonly token?: string;
  readonly refreshToken?: string;
  updateToken: (minValidity?: number) => Promise<boolean>;
}

/**
 * `fetch` with `Authorization: Bearer <token>`. The token is refreshed first when it expires
 * within 5 seconds, and once more, with one retry, when the server answers 401: the server may
 * have ended the token early (a logout elsewhere, a key rotation) while it still looked valid here.
 */
export async function authorizedFetch(
  source: TokenSource,
  input: RequestInfo | URL,
  init: RequestInit,
): Promise<Response> {
  if (source.refreshToken !== undefined) await source.updateToken(5);
  const send = () => {
    if (source.token === undefined) throw new UsageError(messages.noTokenForHeader);
    const request = input instanceof Request ? input.clone() : input;
    const headers = new Headers(
      init.headers ?? (input instanceof Request ? input.headers : undefined),
    );
    headers.set("Authorization", `Bearer ${source.token}`);
    return globalThis.fetch(request, { ...init, headers });
  };
  const response = await send();
  if (response.status !== 401 || source.refreshToken === undefined) return response;
  await source.updateToken(-1);
  return send();
}
