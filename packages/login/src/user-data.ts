import { UsageError, messages } from "./errors.js";
import { fetchJson } from "./http.js";

/**
 * Reads a JSON document about the signed-in user (account profile, userinfo) with the access
 * token. The header is built per call so a refreshed token is used at once.
 */
export function fetchUserData(url: string, token: string | undefined): Promise<unknown> {
  if (token === undefined) throw new UsageError(messages.noTokenForHeader);
  return fetchJson(url, { headers: { Authorization: `bearer ${token}` } });
}
