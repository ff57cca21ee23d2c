import { ConfigurationError, messages } from "./errors.js";
import type { SessionMonitor } from "./session-monitor.js";
import type {
  KeycloakAdapter,
  KeycloakFlow,
  KeycloakInitOptions,
  KeycloakLogoutMethod,
  KeycloakOnLoad,
  KeycloakPkceMethod,
  KeycloakResponseMode,
  KeycloakResponseType,
} from "./types.js";

const responseModes: readonly unknown[] = ["query", "fragment"];
const flows: readonly unknown[] = ["standard", "implicit", "hybrid"];
const onLoads: readonly unknown[] = ["login-required", "check-sso"];

export const responseTypes: Record<KeycloakFlow, KeycloakResponseType> = {
  standard: "code",
  implicit: "id_token token",
  hybrid: "code id_token token",
};

/**
 * Rejects option values outside their sets. The options come from JavaScript callers as often as
 * from typed code, so each is checked as an unknown value.
 */
export function validateInitOptions(options: KeycloakInitOptions): void {
  const values = options as Record<string, unknown>;
  if (values.responseMode !== undefined && !responseModes.includes(values.responseMode)) {
    throw new ConfigurationError(messages.invalidResponseMode);
  }
  if (values.flow !== undefined && !flows.includes(values.flow)) {
    throw new ConfigurationError(messages.invalidFlow);
  }
  if (values.onLoad !== undefined && !onLoads.includes(values.onLoad)) {
    throw new ConfigurationError(messages.invalidOnLoad);
  }
  const pkce = values.pkceMethod;
  if (pkce !== undefined && pkce !== "S256" && pkce !== false) {
    throw new ConfigurationError(
      messages.invalidPkceMethod(typeof pkce === "string" ? pkce : JSON.stringify(pkce)),
    );
  }
  const adapter = values.adapter;
  if (typeof adapter === "string" && !["default", "cordova", "cordova-native"].includes(adapter)) {
    throw new ConfigurationError(messages.invalidAdapter(adapter));
  }
  if (adapter === "cordova" || adapter === "cordova-native") {
    throw new ConfigurationError(messages.cordovaUnsupported);
  }
  if (adapter !== undefined && typeof adapter !== "string" && !isAdapter(adapter)) {
    throw new ConfigurationError(messages.invalidAdapter(typeof adapter));
  }
}

function isAdapter(value: unknown): value is KeycloakAdapter {
  if (typeof value !== "object" || value === null) return false;
  const adapter = value as Record<string, unknown>;
  return ["login", "logout", "register", "accountManagement", "redirectUri"].every(
    (name) => typeof adapter[name] === "function",
  );
}

export function isOnLoad(value: unknown): value is KeycloakOnLoad {
  return onLoads.includes(value);
}

export function isResponseMode(value: unknown): value is KeycloakResponseMode {
  return responseModes.includes(value);
}

/** The public fields of the adapter instance that init options set. */
export interface InitOptionTarget {
  useNonce: boolean;
  loginRequired: boolean;
  responseMode: KeycloakResponseMode;
  flow: KeycloakFlow;
  responseType: KeycloakResponseType;
  timeSkew: number | null;
  redirectUri?: string;
  silentCheckSsoRedirectUri?: string;
  silentCheckSsoFallback: boolean;
  pkceMethod: KeycloakPkceMethod;
  enableLogging: boolean;
  logoutMethod: KeycloakLogoutMethod;
  scope?: string;
  messageReceiveTimeout: number;
}

/** What the options decide that the instance keeps to itself. */
export interface InitChoices {
  adapter?: KeycloakAdapter;
  onLoad?: KeycloakOnLoad;
  locale?: string;
}

/**
 * Copies the given (already validated) options onto the instance and its session watch; options
 * left out keep the instance's current values.
 */
export function applyInitOptions(
  target: InitOptionTarget,
  session: Pick<SessionMonitor, "enabled" | "intervalSeconds">,
  options: KeycloakInitOptions,
): InitChoices {
  const choices: InitChoices = {};
  if (options.adapter !== undefined && typeof options.adapter !== "string") {
    choices.adapter = options.adapter;
  }
  if (options.useNonce !== undefined) target.useNonce = options.useNonce;
  if (options.checkLoginIframe !== undefined) session.enabled = options.checkLoginIframe;
  if (
    typeof options.checkLoginIframeInterval === "number" &&
    options.checkLoginIframeInterval > 0
  ) {
    session.intervalSeconds = options.checkLoginIframeInterval;
  }
  if (options.onLoad !== undefined) {
    choices.onLoad = options.onLoad;
    target.loginRequired = options.onLoad === "login-required";
  }
  if (options.responseMode !== undefined) target.responseMode = options.responseMode;
  if (options.flow !== undefined) target.flow = options.flow;
  target.responseType = responseTypes[target.flow];
  if (typeof options.timeSkew === "number") target.timeSkew = options.timeSkew;
  if (options.redirectUri !== undefined) target.redirectUri = options.redirectUri;
  if (options.silentCheckSsoRedirectUri !== undefined) {
    target.silentCheckSsoRedirectUri = options.silentCheckSsoRedirectUri;
  }
  if (options.silentCheckSsoFallback !== undefined) {
    target.silentCheckSsoFallback = options.silentCheckSsoFallback;
  }
  if (options.pkceMethod !== undefined) target.pkceMethod = options.pkceMethod;
  if (options.enableLogging !== undefined) target.enableLogging = options.enableLogging;
  if (options.logoutMethod !== undefined) target.logoutMethod = options.logoutMethod;
  if (options.scope !== undefined) target.scope = options.scope;
  if (typeof options.messageReceiveTimeout === "number" && options.messageReceiveTimeout > 0) {
    target.messageReceiveTimeout = options.messageReceiveTimeout;
  }
  if (options.locale !== undefined) choices.locale = options.locale;
  return choices;
}
