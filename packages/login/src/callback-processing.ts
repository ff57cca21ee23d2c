import type { CallbackState } from "./callback-storage.js";
import type { OAuthCallback } from "./callback-url.js";
import { NonceError, messages } from "./errors.js";
import { requestTokens, type TokenResponse } from "./http.js";
import type { Logger } from "./logger.js";
import { nonceMatches, type TokenState } from "./token-state.js";
import type {
  KeycloakActionStatus,
  KeycloakError,
  KeycloakFlow,
  KeycloakLoginOptions,
} from "./types.js";

/** The parts of the adapter instance a callback touches. */
export interface CallbackHost extends TokenState {
  readonly flow: KeycloakFlow;
  readonly useNonce: boolean;
  onAuthSuccess?(): void;
  onAuthError?(errorData?: KeycloakError): void;
  onActionUpdate?(status: KeycloakActionStatus, action?: string): void;
  login: (options?: KeycloakLoginOptions) => Promise<void>;
  clearToken: () => void;
}

export interface CallbackContext {
  host: CallbackHost;
  tokenEndpoint: () => string;
  clientId: () => string;
  setTokens: (tokens: Partial<TokenResponse>, timeLocal: number) => void;
  /** Called once the user counts as signed in (starts the session watch). */
  onSignedIn: () => void;
  log: Logger;
}

function codeExchangeForm(code: string, stored: CallbackState, clientId: string): URLSearchParams {
  const form = new URLSearchParams({
    code,
    grant_type: "authorization_code",
    client_id: clientId,
    redirect_uri: stored.redirectUri,
  });
  if (stored.pkceCodeVerifier !== undefined) form.set("code_verifier", stored.pkceCodeVerifier);
  return form;
}

function acceptTokens(
  context: CallbackContext,
  tokens: Partial<TokenResponse>,
  stored: CallbackState,
  timeLocal: number,
  announce: boolean,
): void {
  const { host } = context;
  context.setTokens(tokens, timeLocal);
  if (host.useNonce && !nonceMatches(host, stored.nonce)) {
    context.log.info("[KEYCLOAK] Invalid nonce, clearing token");
    host.clearToken();
    throw new NonceError(messages.invalidNonce);
  }
  if (announce) {
    host.onAuthSuccess?.();
    context.onSignedIn();
  }
}

/**
 * Finishes a login the server redirected back from: reports errors, takes front-channel tokens
 * (implicit and hybrid flows) and exchanges the code (standard and hybrid). Resolves whether the
 * user is now signed in.
 */
export async function processCallback(
  context: CallbackContext,
  callback: OAuthCallback,
  stored: CallbackState,
): Promise<boolean> {
  const { host } = context;
  const received = Date.now();
  if (callback.kc_action_status !== undefined) {
    host.onActionUpdate?.(callback.kc_action_status as KeycloakActionStatus, callback.kc_action);
  }

  if (callback.error !== undefined) {
    // A prompt=none login that found no session is an answer, not a failure.
    if (stored.prompt === "none") return false;
    if (callback.error_description === "authentication_expired") {
      await host.login(stored.loginOptions);
      return false;
    }
    // keycloak-js hands onAuthError and the init rejection the same plain object with exactly these
    // two fields (a missing description stays undefined), and applications compare it as such, so
    // it is neither an Error nor extended.
    const error = {
      error: callback.error,
      error_description: callback.error_description,
    } as KeycloakError;
    host.onAuthError?.(error);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the keycloak-js rejection value
    throw error;
  }

  if (host.flow !== "standard" && (callback.access_token ?? callback.id_token) !== undefined) {
    const frontChannel = { access_token: callback.access_token, id_token: callback.id_token };
    acceptTokens(context, frontChannel, stored, received, true);
  }
  if (host.flow !== "implicit" && callback.code !== undefined) {
    let tokens: TokenResponse;
    try {
      tokens = await requestTokens(
        context.tokenEndpoint(),
        codeExchangeForm(callback.code, stored, context.clientId()),
      );
    } catch (error) {
      host.onAuthError?.();
      throw error;
    }
    acceptTokens(context, tokens, stored, (received + Date.now()) / 2, host.flow === "standard");
  }
  return host.authenticated;
}
