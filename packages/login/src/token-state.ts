import type { Logger } from "./logger.js";
import { decodeToken } from "./token.js";
import type { KeycloakResourceAccess, KeycloakRoles, KeycloakTokenParsed } from "./types.js";

/** The public token fields of an adapter instance. */
export interface TokenState {
  authenticated: boolean;
  token?: string;
  tokenParsed?: KeycloakTokenParsed;
  refreshToken?: string;
  refreshTokenParsed?: KeycloakTokenParsed;
  idToken?: string;
  idTokenParsed?: KeycloakTokenParsed;
  subject?: string;
  sessionId?: string;
  realmAccess?: KeycloakRoles;
  resourceAccess?: KeycloakResourceAccess;
  timeSkew: number | null;
}

export interface IssuedTokens {
  token?: string;
  refreshToken?: string;
  idToken?: string;
}

/**
 * Decodes `tokens` and stores them, with the claims the adapter exposes, on `target`; without an
 * access token every field is cleared. `timeLocal` is the browser time the tokens were issued at
 * (the middle of the request), from which the clock difference is estimated. Returns the
 * milliseconds until the access token expires, when that can be told.
 */
export function applyTokens(
  target: TokenState,
  tokens: IssuedTokens,
  timeLocal: number | undefined,
  log: Logger,
): number | undefined {
  // Decode everything first, so a malformed token leaves the previous state whole.
  const parsed = tokens.token === undefined ? undefined : decodeToken(tokens.token);
  const refreshParsed =
    tokens.refreshToken === undefined ? undefined : decodeToken(tokens.refreshToken);
  const idParsed = tokens.idToken === undefined ? undefined : decodeToken(tokens.idToken);

  target.refreshToken = tokens.refreshToken;
  target.refreshTokenParsed = refreshParsed;
  target.idToken = tokens.idToken;
  target.idTokenParsed = idParsed;
  target.token = tokens.token;
  target.tokenParsed = parsed;
  target.authenticated = parsed !== undefined;
  target.subject = parsed?.sub;
  target.sessionId = typeof parsed?.sid === "string" ? parsed.sid : undefined;
  target.realmAccess = parsed?.realm_access;
  target.resourceAccess = parsed?.resource_access;
  if (parsed === undefined) return undefined;

  if (timeLocal !== undefined && typeof parsed.iat === "number") {
    target.timeSkew = Math.floor(timeLocal / 1000) - parsed.iat;
    log.info(
      `[KEYCLOAK] Estimated time difference between browser and server is ${target.timeSkew} seconds`,
    );
  }
  if (target.timeSkew === null || typeof parsed.exp !== "number") return undefined;
  const expiresInMs = (parsed.exp - Date.now() / 1000 + target.timeSkew) * 1000;
  log.info(`[KEYCLOAK] Token expires in ${Math.round(expiresInMs / 1000)} s`);
  return expiresInMs;
}

/** Whether the tokens carry the nonce the login sent: the ID token must, others may not differ. */
export function nonceMatches(
  state: Pick<TokenState, "tokenParsed" | "idTokenParsed">,
  nonce: string,
): boolean {
  if (state.tokenParsed?.nonce !== undefined && state.tokenParsed.nonce !== nonce) return false;
  return state.idTokenParsed === undefined || state.idTokenParsed.nonce === nonce;
}
