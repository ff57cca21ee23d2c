/*
 * The public types. Names and shapes follow keycloak-js 26 so that an application's code compiles
 * unchanged after switching its import; additions are marked as such.
 */

export type KeycloakOnLoad = "login-required" | "check-sso";
export type KeycloakResponseMode = "query" | "fragment";
export type KeycloakResponseType = "code" | "id_token token" | "code id_token token";
export type KeycloakFlow = "standard" | "implicit" | "hybrid";
export type KeycloakPkceMethod = "S256" | false;
export type KeycloakLogoutMethod = "GET" | "POST";

export interface KeycloakServerConfig {
  /** Base address of the server, for example `https://sso.example.com`. */
  url: string;
  /** Name of the realm. */
  realm: string;
  /** Client identifier. */
  clientId: string;
}

export interface GenericOidcConfig {
  /** Client identifier. */
  clientId: string;
  /** The issuer's base address (its `.well-known/openid-configuration` is read) or its metadata. */
  oidcProvider: string | OpenIdProviderMetadata;
}

/** The fields of OpenID Connect Discovery metadata this adapter uses. */
export interface OpenIdProviderMetadata {
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  check_session_iframe?: string;
  end_session_endpoint?: string;
  issuer?: string;
}

export type KeycloakConfig = KeycloakServerConfig | GenericOidcConfig;

export interface Acr {
  /** Values requested for the ID token's `acr` claim, sent in the `claims` parameter. */
  values: string[];
  /** Whether the `acr` claim is essential. */
  essential: boolean;
}

export interface KeycloakInitOptions {
  /** Sends a nonce and checks it in the ID token. Default true. */
  useNonce?: boolean;
  /** `default` or a custom adapter; the Cordova adapters of keycloak-js are not provided. */
  adapter?: "default" | "cordova" | "cordova-native" | KeycloakAdapter;
  onLoad?: KeycloakOnLoad;
  /** Initial access token; used only together with `refreshToken`. */
  token?: string;
  /** Initial refresh token; used only together with `token`. */
  refreshToken?: string;
  /** Initial ID token. */
  idToken?: string;
  /** Initial difference between browser and server clocks, in seconds. */
  timeSkew?: number;
  /** Watches the server session through the session-status frame. Default true. */
  checkLoginIframe?: boolean;
  /** Seconds between session-status checks. Default 5. */
  checkLoginIframeInterval?: number;
  /** Default `fragment`. */
  responseMode?: KeycloakResponseMode;
  /** Default address to return to after login, logout and account management. */
  redirectUri?: string;
  /** Address of a page that posts its own address to its parent; turns on silent check-sso. */
  silentCheckSsoRedirectUri?: string;
  /** Falls back to a redirect check-sso when third-party cookies are blocked. Default true. */
  silentCheckSsoFallback?: boolean;
  /** Default `standard`. */
  flow?: KeycloakFlow;
  /** Default `S256`; `false` turns PKCE off. */
  pkceMethod?: KeycloakPkceMethod;
  /** Prints `[KEYCLOAK]` log lines to the console. Default false. */
  enableLogging?: boolean;
  /** Default scope for logins; `openid` is always added. */
  scope?: string;
  /** Milliseconds to wait for the third-party-cookie check frame. Default 10000. */
  messageReceiveTimeout?: number;
  /** `ui_locales` for the login that `init` starts. */
  locale?: string;
  /** How the end-session endpoint is called. Default `GET`. */
  logoutMethod?: KeycloakLogoutMethod;
}

export interface KeycloakLoginOptions {
  /** Scope for this login; `openid` is always added. */
  scope?: string;
  /** Address to return to after login. */
  redirectUri?: string;
  prompt?: "none" | "login" | "consent";
  /** `register` opens the registration page; any other value is a required action (`kc_action`). */
  action?: string;
  /** Maximum seconds since the user last authenticated. */
  maxAge?: number;
  /** Pre-fills the username field. */
  loginHint?: string;
  /** Requested `acr` claim of the ID token. */
  acr?: Acr;
  /** `acr_values` parameter. */
  acrValues?: string;
  /** Identity provider to sign in with (`kc_idp_hint`). */
  idpHint?: string;
  /** `ui_locales` parameter. */
  locale?: string;
  /** Accepted for compatibility; only the Cordova adapters of keycloak-js read it. */
  cordovaOptions?: Record<string, string>;
}

export interface KeycloakLogoutOptions {
  /** Address to return to after logout. */
  redirectUri?: string;
  /** How the end-session endpoint is called; overrides the init option. */
  logoutMethod?: KeycloakLogoutMethod;
}

export type KeycloakRegisterOptions = Omit<KeycloakLoginOptions, "action">;

export interface KeycloakAccountOptions {
  /** Address the account console links back to. */
  redirectUri?: string;
}

/** An OAuth error returned to the redirect address. */
export interface KeycloakError {
  error: string;
  error_description: string;
}

export interface KeycloakRedirectUriOptions {
  redirectUri?: string;
}

export interface KeycloakAdapter {
  login(options?: KeycloakLoginOptions): Promise<void>;
  logout(options?: KeycloakLogoutOptions): Promise<void>;
  register(options?: KeycloakRegisterOptions): Promise<void>;
  accountManagement(): Promise<void>;
  redirectUri(options?: KeycloakRedirectUriOptions): string;
}

export interface KeycloakProfile {
  id?: string;
  username?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  enabled?: boolean;
  emailVerified?: boolean;
  totp?: boolean;
  createdTimestamp?: number;
  attributes?: Record<string, unknown>;
}

/**
 * Type of a claim this adapter does not name. keycloak-js declares such claims loosely, and
 * applications read their own claims directly (`tokenParsed.tenant.id`); a stricter type here would
 * break their compilation, so this one mirrors the JSON parser's result type.
 */
export type KeycloakCustomClaim = ReturnType<typeof JSON.parse>;

export interface KeycloakTokenParsed {
  iss?: string;
  sub?: string;
  aud?: string;
  exp?: number;
  iat?: number;
  auth_time?: number;
  nonce?: string;
  acr?: string;
  amr?: string;
  azp?: string;
  session_state?: string;
  sid?: string;
  typ?: string;
  scope?: string;
  preferred_username?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  realm_access?: KeycloakRoles;
  resource_access?: KeycloakResourceAccess;
  [key: string]: KeycloakCustomClaim;
}

export type KeycloakResourceAccess = Record<string, KeycloakRoles>;

export interface KeycloakRoles {
  roles: string[];
}

export interface KeycloakUserInfo {
  sub?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
  given_name?: string;
  family_name?: string;
  email?: string;
  [key: string]: unknown;
}

/** Endpoint builders, resolved by `init` from the configuration. */
export interface KeycloakEndpoints {
  authorize: () => string;
  token: () => string;
  logout: () => string;
  checkSessionIframe: () => string;
  thirdPartyCookiesIframe?: () => string;
  register: () => string;
  userinfo: () => string;
}

/** Status reported to `onActionUpdate` after an application-initiated action. */
export type KeycloakActionStatus = "success" | "cancelled" | "error";
