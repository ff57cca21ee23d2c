import { ConfigurationError, NetworkError, UsageError, messages } from "./errors.js";
import { requestTokens, type TokenResponse } from "./http.js";
import type { Logger } from "./logger.js";
import type { KeycloakFlow, KeycloakTokenParsed } from "./types.js";

/** The token fields an expiry check reads. */
export interface ExpiryState {
  readonly tokenParsed?: KeycloakTokenParsed;
  readonly refreshToken?: string;
  readonly flow: KeycloakFlow;
  readonly timeSkew: number | null;
}

/** Whether the access token expires within `minValidity` seconds (0 when omitted). */
export function isTokenExpired(
  state: ExpiryState,
  minValidity: number | undefined,
  log: Logger,
): boolean {
  if (
    state.tokenParsed === undefined ||
    (state.refreshToken === undefined && state.flow !== "implicit")
  ) {
    throw new UsageError(messages.notAuthenticated);
  }
  if (state.timeSkew === null) {
    log.info("[KEYCLOAK] Unable to determine if token is expired as timeskew is not set");
    return true;
  }
  const expiry = state.tokenParsed.exp;
  if (typeof expiry !== "number") return false;
  let expiresIn = expiry - Math.ceil(Date.now() / 1000) + state.timeSkew;
  if (minValidity !== undefined) {
    if (typeof minValidity !== "number" || Number.isNaN(minValidity)) {
      throw new ConfigurationError(messages.invalidMinValidity);
    }
    expiresIn -= minValidity;
  }
  return expiresIn < 0;
}

/** The parts of the adapter instance a refresh reads and reports to. */
export interface RefreshHost {
  readonly refreshToken?: string;
  readonly idToken?: string;
  onAuthRefreshSuccess?(): void;
  onAuthRefreshError?(): void;
  clearToken: () => void;
}

export interface RefreshContext {
  host: RefreshHost;
  tokenEndpoint: () => string;
  clientId: () => string;
  setTokens: (tokens: TokenResponse, timeLocal: number) => void;
  log: Logger;
}

/**
 * Exchanges the refresh token for new tokens. An answer without a refresh or ID token keeps the
 * previous one, and the clock difference is taken from the middle of the request. A 400 means the
 * refresh token is no longer valid, so the tokens are cleared.
 */
export async function refreshTokens({
  host,
  tokenEndpoint,
  clientId,
  setTokens,
  log,
}: RefreshContext): Promise<boolean> {
  const refreshToken = host.refreshToken;
  if (refreshToken === undefined) throw new UsageError(messages.noRefreshToken);
  const started = Date.now();
  try {
    const form = new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: clientId(),
    });
    const tokens = await requestTokens(tokenEndpoint(), form, messages.refreshFailed);
    log.info("[KEYCLOAK] Token refreshed");
    setTokens(
      {
        access_token: tokens.access_token,
        refresh_token: tokens.refresh_token ?? refreshToken,
        id_token: tokens.id_token ?? host.idToken,
      },
      (started + Date.now()) / 2,
    );
    host.onAuthRefreshSuccess?.();
    return true;
  } catch (error) {
    log.warn("[KEYCLOAK] Failed to refresh token");
    if (error instanceof NetworkError && error.response.status === 400) host.clearToken();
    host.onAuthRefreshError?.();
    throw error;
  }
}

/** setTimeout cannot wait longer than this; later expiries are not scheduled. */
const maxTimerDelay = 2_147_483_647;

/** The instance fields the expiry timer uses. */
export interface ExpiryTimerHost {
  tokenTimeoutHandle?: ReturnType<typeof setTimeout>;
  onTokenExpired?(): void;
}

export function cancelExpiryTimer(host: ExpiryTimerHost): void {
  if (host.tokenTimeoutHandle === undefined) return;
  clearTimeout(host.tokenTimeoutHandle);
  host.tokenTimeoutHandle = undefined;
}

/**
 * Calls `onTokenExpired` when the access token expires. The handler is read at expiry, so one
 * assigned after sign-in is still called.
 */
export function scheduleExpiry(host: ExpiryTimerHost, expiresInMs: number | undefined): void {
  cancelExpiryTimer(host);
  if (expiresInMs === undefined || expiresInMs >= maxTimerDelay) return;
  host.tokenTimeoutHandle = setTimeout(
    () => {
      host.tokenTimeoutHandle = undefined;
      host.onTokenExpired?.();
    },
    Math.max(0, expiresInMs),
  );
}
