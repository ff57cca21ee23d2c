import { withOpenIdScope } from "./scope.js";
import type { KeycloakLoginOptions, KeycloakResponseMode, KeycloakResponseType } from "./types.js";

export interface AuthorizeRequest {
  endpoint: string;
  clientId: string;
  redirectUri: string;
  state: string;
  responseMode: KeycloakResponseMode;
  responseType: KeycloakResponseType;
  /** The init option's scope, used when the login options name none. */
  defaultScope?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  options: KeycloakLoginOptions;
}

/** Endpoints may be relative to the page, as keycloak-js allows for the server address. */
function toUrl(endpoint: string): URL {
  return new URL(endpoint, globalThis.location.href);
}

/** The authorize (or registration) address with every parameter the login options ask for. */
export function buildAuthorizeUrl(request: AuthorizeRequest): string {
  const { options } = request;
  const url = toUrl(request.endpoint);
  const params = url.searchParams;
  params.set("client_id", request.clientId);
  params.set("redirect_uri", request.redirectUri);
  params.set("state", request.state);
  params.set("response_mode", request.responseMode);
  params.set("response_type", request.responseType);
  params.set("scope", withOpenIdScope(options.scope ?? request.defaultScope));
  if (request.nonce !== undefined) params.set("nonce", request.nonce);
  if (options.prompt !== undefined) params.set("prompt", options.prompt);
  if (typeof options.maxAge === "number") params.set("max_age", String(options.maxAge));
  if (options.loginHint !== undefined) params.set("login_hint", options.loginHint);
  if (options.idpHint !== undefined) params.set("kc_idp_hint", options.idpHint);
  if (options.action !== undefined && options.action !== "register") {
    params.set("kc_action", options.action);
  }
  if (options.locale !== undefined) params.set("ui_locales", options.locale);
  if (options.acr !== undefined) {
    params.set("claims", JSON.stringify({ id_token: { acr: options.acr } }));
  }
  if (options.acrValues !== undefined) params.set("acr_values", options.acrValues);
  if (request.codeChallenge !== undefined && request.codeChallengeMethod !== undefined) {
    params.set("code_challenge", request.codeChallenge);
    params.set("code_challenge_method", request.codeChallengeMethod);
  }
  return url.toString();
}

export interface LogoutRequest {
  endpoint: string;
  clientId: string;
  redirectUri: string;
  idToken?: string;
}

/** The end-session address for a GET logout. */
export function buildLogoutUrl(request: LogoutRequest): string {
  const url = toUrl(request.endpoint);
  url.searchParams.set("client_id", request.clientId);
  url.searchParams.set("post_logout_redirect_uri", request.redirectUri);
  if (request.idToken !== undefined) url.searchParams.set("id_token_hint", request.idToken);
  return url.toString();
}

/** The fields of the form a POST logout submits. */
export function logoutFormFields(request: LogoutRequest): Record<string, string> {
  const fields: Record<string, string> = {
    client_id: request.clientId,
    post_logout_redirect_uri: request.redirectUri,
  };
  if (request.idToken !== undefined) fields.id_token_hint = request.idToken;
  return fields;
}

export function buildAccountUrl(realmUrl: string, clientId: string, redirectUri: string): string {
  const url = toUrl(`${realmUrl}/account`);
  url.searchParams.set("referrer", clientId);
  url.searchParams.set("referrer_uri", redirectUri);
  return url.toString();
}
