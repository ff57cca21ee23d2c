import {
  createCallbackStorage,
  type CallbackState,
  type CallbackStorage,
} from "./callback-storage.js";
import { processCallback } from "./callback-processing.js";
import { parseCallbackUrl, type OAuthCallback } from "./callback-url.js";
import {
  keycloakEndpoints,
  parseConfig,
  realmUrlOf,
  resolveConfig,
  type ParsedConfig,
  type ResolvedConfig,
} from "./config.js";
import { createDefaultAdapter } from "./default-adapter.js";
import {
  ConfigurationError,
  NetworkError,
  NotSupportedError,
  UsageError,
  messages,
} from "./errors.js";
import { fetchJson, requestTokens } from "./http.js";
import { responseTypes, validateInitOptions } from "./init-options.js";
import { createLogger, type Logger } from "./logger.js";
import { createPkceChallenge, generateCodeVerifier, randomUuid } from "./pkce.js";
import { SessionMonitor } from "./session-monitor.js";
import { silentCheckSso } from "./silent-check-sso.js";
import { SingleFlight } from "./single-flight.js";
import { thirdPartyCookiesSupported } from "./third-party-check.js";
import { applyTokens } from "./token-state.js";
import { buildAccountUrl, buildAuthorizeUrl, buildLogoutUrl, logoutFormFields } from "./urls.js";
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
  KeycloakOnLoad,
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

/** setTimeout cannot wait longer than this; later expiries are not scheduled. */
const maxTimerDelay = 2_147_483_647;

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
  #onLoad?: KeycloakOnLoad;
  #locale?: string;
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
    this.#applyOptions(initOptions);
    this.#storage = createCallbackStorage();

    const resolved = await resolveConfig(this.#config);
    this.#resolved = resolved;
    this.endpoints = resolved.endpoints;
    this.clientId = resolved.clientId;
    this.authServerUrl = resolved.authServerUrl;
    this.realm = resolved.realm;

    await this.#checkThirdPartyCookies();
    const authenticated = await this.#processInit(initOptions);
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

  createLoginUrl = async (options: KeycloakLoginOptions = {}): Promise<string> => {
    const endpoints = this.#requireEndpoints();
    const storage = this.#storage ?? createCallbackStorage();
    this.#storage = storage;
    const state = randomUuid();
    const nonce = randomUuid();
    const redirectUri = this.#adapter.redirectUri(options);
    const callbackState: CallbackState = { state, nonce, redirectUri, loginOptions: options };
    if (options.prompt !== undefined) callbackState.prompt = options.prompt;

    let codeChallenge: string | undefined;
    if (this.pkceMethod !== false) {
      const verifier = generateCodeVerifier();
      codeChallenge = await createPkceChallenge(this.pkceMethod, verifier);
      callbackState.pkceCodeVerifier = verifier;
    }
    const endpoint = options.action === "register" ? endpoints.register() : endpoints.authorize();
    storage.add(callbackState);

    return buildAuthorizeUrl({
      endpoint,
      clientId: this.#requireClientId(),
      redirectUri,
      state,
      responseMode: this.responseMode,
      responseType: this.responseType,
      ...(this.scope === undefined ? {} : { defaultScope: this.scope }),
      ...(this.useNonce ? { nonce } : {}),
      ...(codeChallenge === undefined ? {} : { codeChallenge, codeChallengeMethod: "S256" }),
      options,
    });
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
    if (
      this.tokenParsed === undefined ||
      (this.refreshToken === undefined && this.flow !== "implicit")
    ) {
      throw new UsageError(messages.notAuthenticated);
    }
    if (this.timeSkew === null) {
      this.#log.info("[KEYCLOAK] Unable to determine if token is expired as timeskew is not set");
      return true;
    }
    const expiry = this.tokenParsed.exp;
    if (typeof expiry !== "number") return false;
    let expiresIn = expiry - Math.ceil(Date.now() / 1000) + this.timeSkew;
    if (minValidity !== undefined) {
      if (typeof minValidity !== "number" || Number.isNaN(minValidity)) {
        throw new ConfigurationError(messages.invalidMinValidity);
      }
      expiresIn -= minValidity;
    }
    return expiresIn < 0;
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
    const profile = (await fetchJson(`${realmUrl}/account`, {
      headers: this.#authorizationHeader(),
    })) as KeycloakProfile;
    this.profile = profile;
    return profile;
  };

  loadUserInfo = async (): Promise<KeycloakUserInfo> => {
    const url = this.#requireEndpoints().userinfo();
    const userInfo = (await fetchJson(url, {
      headers: this.#authorizationHeader(),
    })) as KeycloakUserInfo;
    this.userInfo = userInfo;
    return userInfo;
  };

  /**
   * `fetch` with `Authorization: Bearer <token>`. The token is refreshed first when it expires
   * within 5 seconds, and once more, with one retry, when the server answers 401.
   */
  fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    if (this.refreshToken !== undefined) await this.updateToken(5);
    const send = () => {
      if (this.token === undefined) throw new UsageError(messages.noTokenForHeader);
      const request = input instanceof Request ? input.clone() : input;
      const headers = new Headers(
        init.headers ?? (input instanceof Request ? input.headers : undefined),
      );
      headers.set("Authorization", `Bearer ${this.token}`);
      return globalThis.fetch(request, { ...init, headers });
    };
    const response = await send();
    if (response.status !== 401 || this.refreshToken === undefined) return response;
    await this.updateToken(-1);
    return send();
  };

  /** Removes the frames, listeners and timers this instance created. */
  destroy = (): void => {
    this.#session.destroy();
    if (this.tokenTimeoutHandle !== undefined) clearTimeout(this.tokenTimeoutHandle);
    this.tokenTimeoutHandle = undefined;
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

  #applyOptions(options: KeycloakInitOptions): void {
    if (options.adapter !== undefined && typeof options.adapter !== "string") {
      this.#adapter = options.adapter;
    }
    if (options.useNonce !== undefined) this.useNonce = options.useNonce;
    if (options.checkLoginIframe !== undefined) this.#session.enabled = options.checkLoginIframe;
    if (
      typeof options.checkLoginIframeInterval === "number" &&
      options.checkLoginIframeInterval > 0
    ) {
      this.#session.intervalSeconds = options.checkLoginIframeInterval;
    }
    if (options.onLoad !== undefined) {
      this.#onLoad = options.onLoad;
      this.loginRequired = options.onLoad === "login-required";
    }
    if (options.responseMode !== undefined) this.responseMode = options.responseMode;
    if (options.flow !== undefined) this.flow = options.flow;
    this.responseType = responseTypes[this.flow];
    if (typeof options.timeSkew === "number") this.timeSkew = options.timeSkew;
    if (options.redirectUri !== undefined) this.redirectUri = options.redirectUri;
    if (options.silentCheckSsoRedirectUri !== undefined) {
      this.silentCheckSsoRedirectUri = options.silentCheckSsoRedirectUri;
    }
    if (options.silentCheckSsoFallback !== undefined) {
      this.silentCheckSsoFallback = options.silentCheckSsoFallback;
    }
    if (options.pkceMethod !== undefined) this.pkceMethod = options.pkceMethod;
    if (options.enableLogging !== undefined) this.enableLogging = options.enableLogging;
    if (options.logoutMethod !== undefined) this.logoutMethod = options.logoutMethod;
    if (options.scope !== undefined) this.scope = options.scope;
    if (typeof options.messageReceiveTimeout === "number" && options.messageReceiveTimeout > 0) {
      this.messageReceiveTimeout = options.messageReceiveTimeout;
    }
    if (options.locale !== undefined) this.#locale = options.locale;
  }

  async #checkThirdPartyCookies(): Promise<void> {
    const src = this.endpoints?.thirdPartyCookiesIframe?.();
    if (src === undefined) return;
    if (!this.#session.enabled && this.silentCheckSsoRedirectUri === undefined) return;
    const supported = await thirdPartyCookiesSupported(src, this.messageReceiveTimeout);
    if (supported) return;
    // Shown whatever enableLogging says: the application silently loses two features otherwise.
    console.warn(messages.thirdPartyBlocked);
    this.#session.enabled = false;
    if (this.silentCheckSsoFallback) this.silentCheckSsoRedirectUri = undefined;
  }

  async #processInit(options: KeycloakInitOptions): Promise<boolean> {
    const callback = parseCallbackUrl(window.location.href, this.responseMode, this.flow);
    if (callback !== null) {
      window.history.replaceState(window.history.state, "", callback.newUrl);
      const stored = this.#requireStorage().get(callback.state);
      if (stored !== null) {
        await this.#session.setup();
        return this.#processCallback(callback, stored);
      }
    }

    if (options.token !== undefined && options.refreshToken !== undefined) {
      this.#setToken(options.token, options.refreshToken, options.idToken);
      if (this.#session.enabled) {
        await this.#session.setup();
        const unchanged = await this.#session.check();
        if (!unchanged) return false;
        this.onAuthSuccess?.();
        this.#session.schedule();
        return true;
      }
      try {
        await this.updateToken(-1);
        this.onAuthSuccess?.();
        return true;
      } catch (error) {
        this.onAuthError?.();
        if (this.#onLoad === undefined) throw error;
        return this.#runOnLoad();
      }
    }

    return this.#onLoad === undefined ? false : this.#runOnLoad();
  }

  async #runOnLoad(): Promise<boolean> {
    if (this.#onLoad === "login-required") return this.#redirectToLogin(true);
    if (this.#session.enabled) {
      await this.#session.setup();
      if (await this.#session.check()) return false;
    }
    return this.silentCheckSsoRedirectUri === undefined
      ? this.#redirectToLogin(false)
      : this.#silentCheckSso(this.silentCheckSsoRedirectUri);
  }

  async #redirectToLogin(showLoginPage: boolean): Promise<boolean> {
    const options: KeycloakLoginOptions = {};
    if (!showLoginPage) options.prompt = "none";
    if (this.#locale !== undefined) options.locale = this.#locale;
    await this.login(options);
    return false;
  }

  async #silentCheckSso(redirectUri: string): Promise<boolean> {
    const loginUrl = await this.createLoginUrl({ prompt: "none", redirectUri });
    const address = await silentCheckSso(loginUrl, this.messageReceiveTimeout);
    const callback = parseCallbackUrl(address, this.responseMode, this.flow);
    if (callback === null) return false;
    const stored = this.#requireStorage().get(callback.state);
    return stored === null ? false : this.#processCallback(callback, stored);
  }

  #processCallback(callback: OAuthCallback, stored: CallbackState): Promise<boolean> {
    return processCallback(
      {
        host: this,
        tokenEndpoint: () => this.#requireEndpoints().token(),
        clientId: () => this.#requireClientId(),
        setTokens: (tokens, timeLocal) => {
          this.#setToken(tokens.access_token, tokens.refresh_token, tokens.id_token, timeLocal);
        },
        onSignedIn: () => {
          this.#session.schedule();
        },
        log: this.#log,
      },
      callback,
      stored,
    );
  }

  async #refreshTokens(): Promise<boolean> {
    const refreshToken = this.refreshToken;
    if (refreshToken === undefined) throw new UsageError(messages.noRefreshToken);
    const started = Date.now();
    try {
      const form = new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: refreshToken,
        client_id: this.#requireClientId(),
      });
      const tokens = await requestTokens(
        this.#requireEndpoints().token(),
        form,
        messages.refreshFailed,
      );
      this.#log.info("[KEYCLOAK] Token refreshed");
      this.#setToken(
        tokens.access_token,
        tokens.refresh_token ?? refreshToken,
        tokens.id_token ?? this.idToken,
        (started + Date.now()) / 2,
      );
      this.onAuthRefreshSuccess?.();
      return true;
    } catch (error) {
      this.#log.warn("[KEYCLOAK] Failed to refresh token");
      if (error instanceof NetworkError && error.response.status === 400) this.clearToken();
      this.onAuthRefreshError?.();
      throw error;
    }
  }

  #setToken(token?: string, refreshToken?: string, idToken?: string, timeLocal?: number): void {
    if (this.tokenTimeoutHandle !== undefined) {
      clearTimeout(this.tokenTimeoutHandle);
      this.tokenTimeoutHandle = undefined;
    }
    const expiresInMs = applyTokens(this, { token, refreshToken, idToken }, timeLocal, this.#log);
    if (token === undefined) this.#session.stop();
    // The handler is read at expiry, so one assigned after sign-in is still called.
    if (expiresInMs !== undefined && expiresInMs < maxTimerDelay) {
      this.tokenTimeoutHandle = setTimeout(
        () => {
          this.tokenTimeoutHandle = undefined;
          this.onTokenExpired?.();
        },
        Math.max(0, expiresInMs),
      );
    }
  }

  #logoutRequest(endpoint: string, options: KeycloakLogoutOptions) {
    return {
      endpoint,
      clientId: this.#requireClientId(),
      redirectUri: options.redirectUri ?? this.redirectUri ?? window.location.href,
      ...(this.idToken === undefined ? {} : { idToken: this.idToken }),
    };
  }

  #authorizationHeader(): Record<string, string> {
    if (this.token === undefined) throw new UsageError(messages.noTokenForHeader);
    return { Authorization: `bearer ${this.token}` };
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
