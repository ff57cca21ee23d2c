import type { KeycloakError } from "./types.js";

/**
 * Base class of every error this adapter raises. The messages are those of keycloak-js 26, so code
 * that compares texts keeps working; the classes let new code tell the cases apart without that.
 */
export class LoginError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * A configuration or option value is wrong: missing constructor property, invalid `init` option,
 * invalid `minValidity`. A `TypeError` like the pkceMethod error of keycloak-js.
 */
export class ConfigurationError extends TypeError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "ConfigurationError";
  }
}

/** The call does not fit the adapter's state: a second `init`, no token, no refresh token. */
export class UsageError extends LoginError {}

/** The identity provider's metadata lacks what the call needs (generic OpenID Connect mode). */
export class NotSupportedError extends LoginError {}

/** Web Crypto is missing or failed (PKCE needs a secure context). */
export class CryptoError extends LoginError {}

/** A token could not be decoded. */
export class TokenDecodeError extends LoginError {}

/** The ID token's nonce does not match the one sent with the login. */
export class NonceError extends LoginError {}

/** The server did not answer a frame message in time. */
export class TimeoutError extends LoginError {}

/** The session-status frame reported an error. */
export class SessionCheckError extends LoginError {}

/** An HTTP request got a non-OK answer; the response is kept. */
export class NetworkError extends LoginError {
  readonly response: Response;

  constructor(message: string, options: ErrorOptions & { response: Response }) {
    super(message, options);
    this.response = options.response;
  }
}

/**
 * Whether a rejection is an OAuth error the server sent to the redirect address. Such errors are,
 * as in keycloak-js, plain `{ error, error_description }` objects rather than `Error`s, so code
 * written for keycloak-js reads and compares them unchanged; this guard tells them apart from the
 * adapter's own errors.
 */
export function isKeycloakError(reason: unknown): reason is KeycloakError {
  return (
    typeof reason === "object" &&
    reason !== null &&
    !(reason instanceof Error) &&
    typeof (reason as { error?: unknown }).error === "string"
  );
}

export const messages = {
  configRequired:
    "The 'Keycloak' constructor must be provided with a configuration object, or a URL to a JSON configuration file.",
  missingProperty: (property: string) =>
    `The configuration object is missing the required '${property}' property.`,
  initOnce: "A 'Keycloak' instance can only be initialized once.",
  notInitialized: "The 'Keycloak' instance is not initialized yet: call init() first.",
  invalidResponseMode: "Invalid value for responseMode",
  invalidFlow: "Invalid value for flow",
  invalidOnLoad: "Invalid value for onLoad",
  invalidAdapter: (type: string) => `invalid adapter type: ${type}`,
  invalidPkceMethod: (value: string) =>
    `Invalid value for pkceMethod', expected 'S256' or false but got ${value}.`,
  unsupportedPkceMethod: (value: string) =>
    `Invalid value for 'pkceMethod', expected 'S256' but got '${value}'.`,
  thirdPartyTimeout: "Timeout when waiting for 3rd party check iframe message.",
  pkceFailed: "Failed to generate PKCE challenge.",
  noWebCrypto: "Web Crypto API is not available.",
  notSupported: "Not supported by the OIDC server",
  registerNotSupported: 'Redirection to "Register user" page not supported in standard OIDC mode',
  accountNotSupported:
    "Unable to create account URL, make sure the adapter is not configured using a generic OIDC provider.",
  profileNotSupported:
    "Unable to load user profile, make sure the adapter is not configured using a generic OIDC provider.",
  noTokenForHeader:
    "Unable to build authorization header, token is not set, make sure the user is authenticated.",
  invalidNonce: "Invalid nonce.",
  notAuthenticated: "Not authenticated",
  invalidMinValidity: "Invalid minValidity",
  noRefreshToken: "Unable to update token, no refresh token available.",
  sessionCheckFailed: "Error while checking login iframe",
  payloadMissing: "Unable to decode token, payload not found.",
  payloadNotBase64: "Unable to decode token, payload is not a valid Base64URL value.",
  payloadNotJson: "Unable to decode token, payload is not a valid JSON value.",
  badLength: "Input is not of the correct length.",
  invalidStatus: "Server responded with an invalid status.",
  refreshFailed:
    "Failed to refresh token: An unexpected HTTP error occurred while attempting to refresh the token.",
  badJsonConfig:
    "The JSON configuration file must contain 'auth-server-url', 'realm' and 'resource'.",
  cordovaUnsupported:
    "The Cordova adapters are not provided: pass a custom adapter object as the 'adapter' option.",
  thirdPartyBlocked: [
    "[KEYCLOAK] Your browser is blocking access to 3rd-party cookies, this means:",
    " - silent sign-in (silent check-sso) is off: checking for a session needs a full-page redirect;",
    " - the session-status frame is off: a logout elsewhere (another tab, the server) is not noticed here.",
    "Serve the application and the server from the same site to keep both.",
  ].join("\n"),
} as const;
