import { TokenManager, type TokenProvider } from "./auth/token-manager.js";
import { defaultBaseUrl, defaultRealm, type Credentials } from "./auth/token.js";
import type { RequestArgs } from "./core/resource.js";
import { AttackDetection } from "./resources/attack-detection.js";
import { AuthenticationManagement } from "./resources/authentication-management.js";
import { Cache } from "./resources/cache.js";
import { ClientPolicies } from "./resources/client-policies.js";
import { ClientScopes } from "./resources/client-scopes.js";
import { Clients } from "./resources/clients.js";
import { Components } from "./resources/components.js";
import { Groups } from "./resources/groups.js";
import { IdentityProviders } from "./resources/identity-providers.js";
import { Organizations } from "./resources/organizations.js";
import { PhaseTwoOrganizations } from "./resources/phasetwo-organizations.js";
import { Realms } from "./resources/realms.js";
import { Roles } from "./resources/roles.js";
import { ServerInfo } from "./resources/server-info.js";
import { ThemeResources } from "./resources/theme-resources.js";
import { UiExt } from "./resources/ui-ext.js";
import { UiExtFlows } from "./resources/ui-ext-flows.js";
import { UserStorageProvider } from "./resources/user-storage-provider.js";
import { Users } from "./resources/users.js";
import { WhoAmI } from "./resources/who-am-i.js";
import { Workflows } from "./resources/workflows.js";

export interface ConnectionConfig {
  baseUrl?: string;
  realmName?: string;
  requestOptions?: Omit<RequestInit, "signal">;
  requestArgOptions?: Pick<RequestArgs, "catchNotFound">;
  /** Milliseconds before any call (token requests included) is aborted; default 60000, 0 means none. */
  timeout?: number;
  /** Opens the experimental calls (`clients.v2()`); off by default. */
  enableExperimentalApis?: boolean;
}

export const defaultTimeout = 60_000;

/** Typed access to the Keycloak Admin REST API and the token endpoint. */
export class KeycloakAdminClient {
  baseUrl: string;
  /** Realm used when a call names none and the realm `auth()` signs in to. */
  realmName: string;
  timeout: number;
  /** Whether the experimental calls (`clients.v2()`) may be used. */
  readonly enableExperimentalApis: boolean;

  users: Users;
  groups: Groups;
  roles: Roles;
  clients: Clients;
  clientScopes: ClientScopes;
  realms: Realms;
  identityProviders: IdentityProviders;
  components: Components;
  authenticationManagement: AuthenticationManagement;
  clientPolicies: ClientPolicies;
  attackDetection: AttackDetection;
  userStorageProvider: UserStorageProvider;
  organizations: Organizations;
  /** Phase Two's organizations extension, on servers that run it. */
  phaseTwoOrganizations: PhaseTwoOrganizations;
  workflows: Workflows;
  serverInfo: ServerInfo;
  whoAmI: WhoAmI;
  cache: Cache;
  uiExt: UiExt;
  uiExtFlows: UiExtFlows;
  themeResources: ThemeResources;

  readonly #tokens = new TokenManager();
  #tokenProvider: TokenProvider | undefined;
  #requestOptions: Omit<RequestInit, "signal"> | undefined;
  #globalRequestArgOptions: Pick<RequestArgs, "catchNotFound"> | undefined;

  constructor(config: ConnectionConfig = {}) {
    this.baseUrl = config.baseUrl ?? defaultBaseUrl;
    this.realmName = config.realmName ?? defaultRealm;
    this.timeout = config.timeout ?? defaultTimeout;
    this.enableExperimentalApis = config.enableExperimentalApis ?? false;
    this.#requestOptions = config.requestOptions;
    this.#globalRequestArgOptions = config.requestArgOptions;

    this.users = new Users(this);
    this.groups = new Groups(this);
    this.roles = new Roles(this);
    this.clients = new Clients(this);
    this.clientScopes = new ClientScopes(this);
    this.realms = new Realms(this);
    this.identityProviders = new IdentityProviders(this);
    this.components = new Components(this);
    this.authenticationManagement = new AuthenticationManagement(this);
    this.clientPolicies = new ClientPolicies(this);
    this.attackDetection = new AttackDetection(this);
    this.userStorageProvider = new UserStorageProvider(this);
    this.organizations = new Organizations(this);
    this.phaseTwoOrganizations = new PhaseTwoOrganizations(this);
    this.workflows = new Workflows(this);
    this.serverInfo = new ServerInfo(this);
    this.whoAmI = new WhoAmI(this);
    this.cache = new Cache(this);
    this.uiExt = new UiExt(this);
    this.uiExtFlows = new UiExtFlows(this);
    this.themeResources = new ThemeResources(this);
  }

  get accessToken(): string | undefined {
    return this.#tokens.accessToken;
  }

  set accessToken(token: string | undefined) {
    this.#tokens.accessToken = token;
  }

  get refreshToken(): string | undefined {
    return this.#tokens.refreshToken;
  }

  set refreshToken(token: string | undefined) {
    this.#tokens.refreshToken = token;
  }

  /**
   * Signs in at the token endpoint of `realmName` and keeps the tokens; later calls renew them when
   * fewer than 5 seconds of validity remain.
   */
  async auth(credentials: Credentials): Promise<void> {
    await this.#tokens.authenticate(credentials, {
      baseUrl: this.baseUrl,
      realmName: this.realmName,
      requestOptions: this.#requestOptions,
      timeout: this.timeout,
    });
  }

  /** Lets another component (a login adapter) supply the bearer token; only one may be registered. */
  registerTokenProvider(provider: TokenProvider): void {
    if (this.#tokenProvider !== undefined) {
      throw new Error("A token provider is already registered; only one is allowed.");
    }
    this.#tokenProvider = provider;
  }

  setAccessToken(token: string): void {
    this.#tokens.accessToken = token;
  }

  setRefreshToken(token: string | undefined): void {
    this.#tokens.refreshToken = token;
  }

  /** The bearer token for the next call: the provider's, else the stored one (renewed when due). */
  async getAccessToken(): Promise<string | undefined> {
    if (this.#tokenProvider !== undefined) return this.#tokenProvider.getAccessToken();
    return this.#tokens.currentToken();
  }

  /** Changes the given settings; `requestOptions`, when present, replaces the previous ones. */
  setConfig(config: ConnectionConfig): void {
    if (config.baseUrl !== undefined) this.baseUrl = config.baseUrl;
    if (config.realmName !== undefined) this.realmName = config.realmName;
    if (config.timeout !== undefined) this.timeout = config.timeout;
    if ("requestOptions" in config) this.#requestOptions = config.requestOptions;
    if ("requestArgOptions" in config) this.#globalRequestArgOptions = config.requestArgOptions;
  }

  getRequestOptions(): Omit<RequestInit, "signal"> | undefined {
    return this.#requestOptions;
  }

  getGlobalRequestArgOptions(): Pick<RequestArgs, "catchNotFound"> | undefined {
    return this.#globalRequestArgOptions;
  }
}
