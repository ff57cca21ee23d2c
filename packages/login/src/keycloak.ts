import { authorizedFetch } from "./authorized-fetch.js";
import {
  createCallbackStorage,
  type CallbackState,
  type CallbackStorage,
} from "./callback-storage.js";
import { processCallback } from "./callback-processing.js";
import type { OAuthCallback } from "./callback-url.js";
import {
  keycloakEndpoints,
  parseConfig,
  realmUrlOf,
  resolveConfig,
  type ParsedConfig,
  type ResolvedConfig,
} from "./config.js";
import { createDefaultAdapter } from "./default-adapter.js";
import { ConfigurationError, NotSupportedError, UsageError, messages } from "./errors.js";
import type { TokenResponse } from "./http.js";
import { applyInitOptions, validateInitOptions } from "./init-options.js";
import { checkThirdPartyCookies, signInOnInit } from "./init-flow.js";
import { createLogger, type Logger } from "./logger.js";
import { createLoginUrl } from "./login-url.js";
import { SessionMonitor } from "./session-monitor.js";
import { SingleFlight } from "./single-flight.js";
import { applyTokens } from "./token-state.js";
import {
  cancelExpiryTimer,
  isTokenExpired,
  refreshTokens,
  scheduleExpiry,
} from "./token-lifetime.js";
import { fetchUserData } from "./user-data.js";
import { buildAccountUrl, buildLogoutUrl, logoutFormFields } from "./urls.js";
import type {
  KeycloakAccountOptions,
  KeycloakActionStatus,
  KeycloakAdapter,
  KeycloakConfig,
  KeycloakEndpoints,
  KeycloakError,
  KeycloakFlow,
  KeycloakInitOptions,
  KeycloakLoginOptions,
  KeycloakLogoutMethod,
  KeycloakLogoutOptions,
  KeycloakPkceMethod,
  KeycloakProfile,
  KeycloakRegisterOptions,
  KeycloakResourceAccess,
  KeycloakResponseMode,
  KeycloakResponseType,
  KeycloakRoles,
  KeycloakTokenParsed,
  KeycloakUserInfo,
} from "./types.js";

/**
 * A browser OpenID Connect client with the public surface of keycloak-js 26. Every method is bound
 * to its instance, so `const { login } = keycloak` works. All state lives on the instance.
 */
export class Keycloak {
  authenticated = false;
  subject?: string;
  responseMode: KeycloakResponseMode = "fragment";
  responseType: KeycloakResponseType = "code";
  flow: KeycloakFlow = "standard";
  realmAccess?: KeycloakRoles;
  resourceAccess?: KeycloakResourceAccess;
  token?: string;
  tokenParsed?: KeycloakTokenParsed;
  refreshToken?: string;
  refreshTokenParsed?: KeycloakTokenParsed;
  idToken?: string;
  idTokenParsed?: KeycloakTokenParsed;
  /** Browser clock minus server clock, in seconds; null until a token has been received. */
  timeSkew: number | null = null;
  didInitialize = false;
  loginRequired = false;
  authServerUrl?: string;
  realm?: string;
  clientId?: string;
  redirectUri?: string;
  sessionId?: string;
  profile?: KeycloakProfile;
  userInfo?: KeycloakUserInfo;
  silentCheckSsoRedirectUri?: string;
  silentCheckSsoFallback = true;
  pkceMethod: KeycloakPkceMethod = "S256";
  enableLogging = false;
  logoutMethod: KeycloakLogoutMethod = "GET";
  scope?: string;
  messageReceiveTimeout = 10_000;
  useNonce = true;
  endpoints?: KeycloakEndpoints;
  tokenTimeoutHandle?: ReturnType<typeof setTimeout>;

  onReady?(authenticated?: boolean): void;
  onAuthSuccess?(): void;
  onAuthError?(errorData?: KeycloakError): void;
  onAuthRefreshSuccess?(): void;
  onAuthRefreshError?(): void;
  onAuthLogout?(): void;
  onTokenExpired?(): void;
  onActionUpdate?(status: KeycloakActionStatus, action?: string): void;

  readonly #config: ParsedConfig;
  readonly #log: Logger = createLogger(() => this.enableLogging);
  readonly #refresh = new SingleFlight<boolean>();
  #resolved?: ResolvedConfig;
  #adapter: KeycloakAdapter;
  #storage?: CallbackStorage;
  readonly #session = new SessionMonitor({
    endpoints: () => this.#requireEndpoints(),
    clientId: () => this.#requireClientId(),
    sessionId: () => this.sessionId,
    signedIn: () => this.token !== undefined,
    onSessionLost: () => {
      this.clearToken();
    },
  });

  constructor(config: KeycloakConfig | string) {
    this.#config = parseConfig(config);
    if (this.#config.kind !== "json-url") this.clientId = this.#config.clientId;
    if (this.#config.kind === "keycloak") {
      this.authServerUrl = this.#config.url;
      this.realm = this.#config.realm;
    }
    if ((globalThis as { isSecureContext?: boolean }).isSecureContext === false) {
      // PKCE and random state need Web Crypto, which only secure contexts have.
      console.warn(
        "[KEYCLOAK] This page is not a secure context (HTTPS or localhost): sign-in will fail without the Web Crypto API.",
      );
    }
    this.#adapter = this.#browserAdapter();
  }

  /** Signs in or checks for a session, as the options say; resolves whether a user is signed in. */
  init = async (initOptions: KeycloakInitOptions = {}): Promise<boolean> => {
    if (this.didInitialize) throw new UsageError(messages.initOnce);
    this.didInitialize = true;
    validateInitOptions(initOptions);
    const choices = applyInitOptions(this, this.#session, initOptions);
    if (choices.adapter !== undefined) this.#adapter = choices.adapter;
    this.#storage = createCallbackStorage();

    const resolved = await resolveConfig(this.#config);
    this.#resolved = resolved;
    this.endpoints = resolved.endpoints;
    this.clientId = resolved.clientId;
    this.authServerUrl = resolved.authServerUrl;
    this.realm = resolved.realm;

    await checkThirdPartyCookies(this, this.#session);
    const authenticated = await signInOnInit(
      {
        host: this,
        session: this.#session,
        onLoad: choices.onLoad,
        locale: choices.locale,
        storage: () => this.#requireStorage(),
        setTokens: (token, refreshToken, idToken) => {
          this.#setToken(token, refreshToken, idToken);
        },
        processCallback: (callback, stored) => this.#processCallback(callback, stored),
      },
      initOptions,
    );
    this.onReady?.(authenticated);
    return authenticated;
  };

  login = (options?: KeycloakLoginOptions): Promise<void> => {
    return this.#adapter.login(options);
  };

  logout = (options?: KeycloakLogoutOptions): Promise<void> => {
    return this.#adapter.logout(options);
  };

  register = (options?: KeycloakRegisterOptions): Promise<void> => {
    return this.#adapter.register(options);
  };

  accountManagement = (): Promise<void> => {
    if ((this.#resolved?.realmUrl ?? this.#configuredRealmUrl()) === undefined) {
      return Promise.reject(new NotSupportedError(messages.notSupported));
    }
    return this.#adapter.accountManagement();
  };

  createLoginUrl = (options: KeycloakLoginOptions = {}): Promise<string> => {
    const endpoints = this.#requireEndpoints();
    return createLoginUrl(
      {
        endpoints,
        clientId: () => this.#requireClientId(),
        storage: this.#requireStorage(),
        redirectUri: this.#adapter.redirectUri(options),
        pkceMethod: this.pkceMethod,
        responseMode: this.responseMode,
        responseType: this.responseType,
        scope: this.scope,
        useNonce: this.useNonce,
      },
      options,
    );
  };

  createLogoutUrl = (options: KeycloakLogoutOptions = {}): string => {
    const endpoint = this.#requireEndpoints().logout();
    if ((options.logoutMethod ?? this.logoutMethod) === "POST") return endpoint;
    return buildLogoutUrl(this.#logoutRequest(endpoint, options));
  };

  createRegisterUrl = (options: KeycloakRegisterOptions = {}): Promise<string> => {
    return this.createLoginUrl({ ...options, action: "register" });
  };

  createAccountUrl = (options: KeycloakAccountOptions = {}): string => {
    const realmUrl = this.#resolved?.realmUrl ?? this.#configuredRealmUrl();
    if (realmUrl === undefined) throw new NotSupportedError(messages.accountNotSupported);
    return buildAccountUrl(realmUrl, this.#requireClientId(), this.#adapter.redirectUri(options));
  };

  /** Whether the access token expires within `minValidity` seconds (0 when omitted). */
  isTokenExpired = (minValidity?: number): boolean => {
    return isTokenExpired(this, minValidity, this.#log);
  };

  /**
   * Refreshes the tokens when the access token expires within `minValidity` seconds, or always
   * with -1. Resolves true when it refreshed; concurrent calls share one request.
   */
  updateToken = async (minValidity = 5): Promise<boolean> => {
    if (this.refreshToken === undefined) throw new UsageError(messages.noRefreshToken);
    if (typeof minValidity !== "number" || Number.isNaN(minValidity)) {
      throw new ConfigurationError(messages.invalidMinValidity);
    }
    // A session that ended on the server has no refresh to offer: the check has cleared the tokens.
    if (!(await this.#session.check())) throw new UsageError(messages.noRefreshToken);
    if (minValidity === -1) {
      this.#log.info("[KEYCLOAK] Refreshing token: forced refresh");
    } else if (this.tokenParsed === undefined || this.isTokenExpired(minValidity)) {
      this.#log.info("[KEYCLOAK] Refreshing token: token expired");
    } else {
      return false;
    }
    return this.#refresh.run(() => this.#refreshTokens());
  };

  /** Forgets the tokens; with `login-required` it signs in again. */
  clearToken = (): void => {
    if (this.token === undefined) return;
    this.#setToken(undefined, undefined, undefined);
    this.onAuthLogout?.();
    if (this.loginRequired) void this.login();
  };

  hasRealmRole = (role: string): boolean => {
    return this.realmAccess?.roles.includes(role) ?? false;
  };

  hasResourceRole = (role: string, resource?: string): boolean => {
    const name = resource ?? this.clientId;
    if (name === undefined || this.resourceAccess === undefined) return false;
    return this.resourceAccess[name]?.roles.includes(role) ?? false;
  };

  loadUserProfile = async (): Promise<KeycloakProfile> => {
    const realmUrl = this.#resolved?.realmUrl;
    if (realmUrl === undefined) throw new NotSupportedError(messages.profileNotSupported);
    const profile = (await fetchUserData(`${realmUrl}/account`, this.token)) as KeycloakProfile;
    this.profile = profile;
    return profile;
  };

  loadUserInfo = async (): Promise<KeycloakUserInfo> => {
    const url = this.#requireEndpoints().userinfo();
    const userInfo = (await fetchUserData(url, this.token)) as KeycloakUserInfo;
    this.userInfo = userInfo;
    return userInfo;
  };

  /**
   * `fetch` with `Authorization: Bearer <token>`. The token is refreshed first when it expires
   * within 5 seconds, and once more, with one retry, when the server answers 401.
   */
  fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    return authorizedFetch(this, input, init);
  };

  /** Removes the frames, listeners and timers this instance created. */
  destroy = (): void => {
    this.#session.destroy();
    cancelExpiryTimer(this);
  };

  #browserAdapter(): KeycloakAdapter {
    return createDefaultAdapter({
      createLoginUrl: (options) => this.createLoginUrl(options),
      createRegisterUrl: (options) => this.createRegisterUrl(options),
      createLogoutUrl: (options) => this.createLogoutUrl(options),
      createAccountUrl: () => this.createAccountUrl(),
      logoutFormFields: (options) =>
        logoutFormFields(this.#logoutRequest(this.#requireEndpoints().logout(), options ?? {})),
      logoutMethod: () => this.logoutMethod,
      redirectUri: () => this.redirectUri,
    });
  }

  #processCallback(callback: OAuthCallback, stored: CallbackState): Promise<boolean> {
    return processCallback(
      {
        host: this,
        tokenEndpoint: () => this.#requireEndpoints().token(),
        clientId: () => this.#requireClientId(),
        setTokens: this.#acceptTokens,
        onSignedIn: () => {
          this.#session.schedule();
        },
        log: this.#log,
      },
      callback,
      stored,
    );
  }

  #refreshTokens(): Promise<boolean> {
    return refreshTokens({
      host: this,
      tokenEndpoint: () => this.#requireEndpoints().token(),
      clientId: () => this.#requireClientId(),
      setTokens: this.#acceptTokens,
      log: this.#log,
    });
  }

  #setToken(token?: string, refreshToken?: string, idToken?: string, timeLocal?: number): void {
    cancelExpiryTimer(this);
    const expiresInMs = applyTokens(this, { token, refreshToken, idToken }, timeLocal, this.#log);
    if (token === undefined) this.#session.stop();
    scheduleExpiry(this, expiresInMs);
  }

  /** Stores tokens from the token endpoint, issued at `timeLocal` (browser time). */
  readonly #acceptTokens = (tokens: Partial<TokenResponse>, timeLocal: number): void => {
    this.#setToken(tokens.access_token, tokens.refresh_token, tokens.id_token, timeLocal);
  };

  #logoutRequest(endpoint: string, options: KeycloakLogoutOptions) {
    return {
      endpoint,
      clientId: this.#requireClientId(),
      redirectUri: options.redirectUri ?? this.redirectUri ?? window.location.href,
      ...(this.idToken === undefined ? {} : { idToken: this.idToken }),
    };
  }

  #configuredRealmUrl(): string | undefined {
    if (this.#config.kind !== "keycloak") return undefined;
    return realmUrlOf(this.#config.url, this.#config.realm);
  }

  #requireEndpoints(): KeycloakEndpoints {
    if (this.endpoints !== undefined) return this.endpoints;
    if (this.#config.kind === "keycloak") {
      // Lets URL builders work before init, as they do in keycloak-js once configured.
      return keycloakEndpoints(realmUrlOf(this.#config.url, this.#config.realm));
    }
    throw new UsageError(messages.notInitialized);
  }

  #requireClientId(): string {
    if (this.clientId === undefined) throw new UsageError(messages.notInitialized);
    return this.clientId;
  }

  #requireStorage(): CallbackStorage {
    this.#storage ??= createCallbackStorage();
    return this.#storage;
  }
}
