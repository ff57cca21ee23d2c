import { ConfigurationError, messages } from "./errors.js";
import type {
  KeycloakAdapter,
  KeycloakFlow,
  KeycloakInitOptions,
  KeycloakOnLoad,
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
