/*
 * Code written the way applications use keycloak-js 26, against this package's types. It is not run:
 * `tsc -b` compiling it is the test that such applications only need to change their import.
 */
import Keycloak, {
  type Acr,
  type GenericOidcConfig,
  type KeycloakAccountOptions,
  type KeycloakAdapter,
  type KeycloakConfig,
  type KeycloakError,
  type KeycloakFlow,
  type KeycloakInitOptions,
  type KeycloakLoginOptions,
  type KeycloakLogoutOptions,
  type KeycloakOnLoad,
  type KeycloakPkceMethod,
  type KeycloakProfile,
  type KeycloakRedirectUriOptions,
  type KeycloakRegisterOptions,
  type KeycloakResourceAccess,
  type KeycloakResponseMode,
  type KeycloakResponseType,
  type KeycloakRoles,
  type KeycloakServerConfig,
  type KeycloakTokenParsed,
  type KeycloakUserInfo,
  type OpenIdProviderMetadata,
} from "../../src/index.js";

const serverConfig: KeycloakServerConfig = {
  url: "https://sso.example.com",
  realm: "demo",
  clientId: "spa",
};
const metadata: OpenIdProviderMetadata = {
  authorization_endpoint: "https://idp.example.com/authorize",
  token_endpoint: "https://idp.example.com/token",
};
const oidcConfig: GenericOidcConfig = { clientId: "spa", oidcProvider: metadata };
const configs: (KeycloakConfig | string)[] = [serverConfig, oidcConfig, "/keycloak.json"];

const keycloak = new Keycloak(serverConfig);
const typed: Keycloak = new Keycloak(configs[1] ?? "/keycloak.json");

const onLoad: KeycloakOnLoad = "check-sso";
const responseMode: KeycloakResponseMode = "query";
const flow: KeycloakFlow = "standard";
const pkceMethod: KeycloakPkceMethod = "S256";
const responseType: KeycloakResponseType = keycloak.responseType;

const initOptions: KeycloakInitOptions = {
  onLoad,
  responseMode,
  flow,
  pkceMethod,
  checkLoginIframe: false,
  checkLoginIframeInterval: 5,
  silentCheckSsoRedirectUri: `${window.location.origin}/silent-check-sso.html`,
  silentCheckSsoFallback: true,
  enableLogging: true,
  scope: "openid profile",
  messageReceiveTimeout: 10_000,
  locale: "en",
  logoutMethod: "POST",
  useNonce: true,
  adapter: "default",
};

keycloak.onReady = (authenticated) => {
  document.title = authenticated === true ? "signed in" : "anonymous";
};
keycloak.onAuthSuccess = () => undefined;
keycloak.onAuthError = (errorData?: KeycloakError) => {
  console.error(errorData?.error, errorData?.error_description);
};
keycloak.onAuthRefreshSuccess = function () {
  console.info("refreshed");
};
keycloak.onAuthRefreshError = () => undefined;
keycloak.onAuthLogout = () => {
  void keycloak.login();
};
keycloak.onTokenExpired = () => {
  keycloak.updateToken(30).catch(() => {
    keycloak.clearToken();
  });
};
keycloak.onActionUpdate = (status, action) => {
  console.info(status === "success" ? `done: ${action ?? ""}` : status);
};

async function start(): Promise<void> {
  const authenticated: boolean = await keycloak.init(initOptions);
  if (!authenticated) {
    const acr: Acr = { values: ["gold"], essential: true };
    const loginOptions: KeycloakLoginOptions = {
      prompt: "login",
      maxAge: 60,
      loginHint: "a",
      idpHint: "b",
      acr,
    };
    await keycloak.login(loginOptions);
    return;
  }
  const refreshed: boolean = await keycloak.updateToken();
  const expired: boolean = keycloak.isTokenExpired(10);
  const token: string | undefined = keycloak.token;
  const parsed: KeycloakTokenParsed | undefined = keycloak.tokenParsed;
  const name: string | undefined = keycloak.idTokenParsed?.preferred_username;
  const expiry: number | undefined = parsed?.exp;
  // Applications read their own claims straight off the parsed token.
  const tenant: unknown = parsed?.tenant;
  const roles: KeycloakRoles | undefined = keycloak.realmAccess;
  const access: KeycloakResourceAccess | undefined = keycloak.resourceAccess;
  const skew: number | null = keycloak.timeSkew;
  const subject: string | undefined = keycloak.subject;
  const isAdmin: boolean =
    keycloak.hasRealmRole("admin") || keycloak.hasResourceRole("manage", "spa");
  const profile: KeycloakProfile = await keycloak.loadUserProfile();
  const info: KeycloakUserInfo = await keycloak.loadUserInfo();
  console.info(
    refreshed,
    expired,
    token,
    name,
    expiry,
    tenant,
    roles,
    access,
    skew,
    subject,
    isAdmin,
  );
  console.info(profile.firstName, profile.attributes, info.email, keycloak.refreshTokenParsed?.exp);

  const accountOptions: KeycloakAccountOptions = { redirectUri: window.location.href };
  const accountUrl: string = keycloak.createAccountUrl(accountOptions);
  const registerOptions: KeycloakRegisterOptions = { locale: "de" };
  const registerUrl: string = await keycloak.createRegisterUrl(registerOptions);
  const loginUrl: string = await keycloak.createLoginUrl({ action: "UPDATE_PASSWORD" });
  const logoutOptions: KeycloakLogoutOptions = {
    redirectUri: window.location.origin,
    logoutMethod: "GET",
  };
  const logoutUrl: string = keycloak.createLogoutUrl(logoutOptions);
  console.info(accountUrl, registerUrl, loginUrl, logoutUrl, responseType, typed.didInitialize);
  await keycloak.accountManagement();
  await keycloak.register();
  await keycloak.logout(logoutOptions);
}

// Destructured methods are bound.
const { login, updateToken } = keycloak;
void updateToken(5).then(() => login());

export const customAdapter: KeycloakAdapter = {
  login: async (options?: KeycloakLoginOptions) => {
    window.location.assign(await keycloak.createLoginUrl(options));
  },
  logout: (options?: KeycloakLogoutOptions) => {
    window.location.replace(keycloak.createLogoutUrl(options));
    return Promise.resolve();
  },
  register: async (options?: KeycloakRegisterOptions) => {
    window.location.assign(await keycloak.createRegisterUrl(options));
  },
  accountManagement: () => {
    window.location.assign(keycloak.createAccountUrl());
    return Promise.resolve();
  },
  redirectUri: (options?: KeycloakRedirectUriOptions) =>
    options?.redirectUri ?? window.location.href,
};

export { start };
