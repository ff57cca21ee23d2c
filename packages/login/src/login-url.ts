import type { CallbackState, CallbackStorage } from "./callback-storage.js";
import { createPkceChallenge, generateCodeVerifier, randomUuid } from "./pkce.js";
import { buildAuthorizeUrl } from "./urls.js";
import type {
  KeycloakEndpoints,
  KeycloakLoginOptions,
  KeycloakPkceMethod,
  KeycloakResponseMode,
  KeycloakResponseType,
} from "./types.js";

export interface LoginRequest {
  endpoints: KeycloakEndpoints;
  clientId: () => string;
  redirectUri: string;
  /** Where the state, nonce and PKCE verifier wait for the server's answer. */
  storage: CallbackStorage;
  pkceMethod: KeycloakPkceMethod;
  responseMode: KeycloakResponseMode;
  responseType: KeycloakResponseType;
  scope: string | undefined;
  useNonce: boolean;
}

/**
 * The authorization (or registration) address for one login. The state, nonce and PKCE verifier
 * are stored before the address is returned, so the answer can be checked against them whichever
 * page receives it.
 */
export async function createLoginUrl(
  request: LoginRequest,
  options: KeycloakLoginOptions,
): Promise<string> {
  const state = randomUuid();
  const nonce = randomUuid();
  const { redirectUri } = request;
  const callbackState: CallbackState = { state, nonce, redirectUri, loginOptions: options };
  if (options.prompt !== undefined) callbackState.prompt = options.prompt;

  let codeChallenge: string | undefined;
  if (request.pkceMethod !== false) {
    const verifier = generateCodeVerifier();
    codeChallenge = await createPkceChallenge(request.pkceMethod, verifier);
    callbackState.pkceCodeVerifier = verifier;
  }
  const { endpoints } = request;
  const endpoint = options.action === "register" ? endpoints.register() : endpoints.authorize();
  request.storage.add(callbackState);

  return buildAuthorizeUrl({
    endpoint,
    clientId: request.clientId(),
    redirectUri,
    state,
    responseMode: request.responseMode,
    responseType: request.responseType,
    ...(request.scope === undefined ? {} : { defaultScope: request.scope }),
    ...(request.useNonce ? { nonce } : {}),
    ...(codeChallenge === undefined ? {} : { codeChallenge, codeChallengeMethod: "S256" }),
    options,
  });
}
