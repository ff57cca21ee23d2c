import { ConfigurationError, NotSupportedError, messages } from "./errors.js";
import { fetchJson } from "./http.js";
import type { KeycloakConfig, KeycloakEndpoints, OpenIdProviderMetadata } from "./types.js";

/** The constructor's argument, checked. */
export type ParsedConfig =
  | { kind: "json-url"; url: string }
  | { kind: "keycloak"; url: string; realm: string; clientId: string }
  | { kind: "oidc"; clientId: string; oidcProvider: string | OpenIdProviderMetadata };

/** What `init` resolves the configuration to. */
export interface ResolvedConfig {
  clientId: string;
  endpoints: KeycloakEndpoints;
  /** Set in Keycloak mode only: the account console and profile live under it. */
  realmUrl?: string;
  authServerUrl?: string;
  realm?: string;
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === "string" && value !== "";
}

function requireProperty(config: Record<string, unknown>, property: string): unknown {
  const value = config[property];
  if (value === undefined || value === null || value === "") {
    throw new ConfigurationError(messages.missingProperty(property));
  }
  return value;
}

function requireString(config: Record<string, unknown>, property: string): string {
  const value = requireProperty(config, property);
  if (!isNonEmptyString(value)) throw new ConfigurationError(messages.missingProperty(property));
  return value;
}

export function parseConfig(config: KeycloakConfig | string | undefined): ParsedConfig {
  const value: unknown = config;
  if (typeof value === "string") {
    if (value === "") throw new ConfigurationError(messages.configRequired);
    return { kind: "json-url", url: value };
  }
  if (typeof value !== "object" || value === null) {
    throw new ConfigurationError(messages.configRequired);
  }
  const record = value as Record<string, unknown>;
  if ("oidcProvider" in record) {
    const clientId = requireString(record, "clientId");
    const provider = requireProperty(record, "oidcProvider");
    if (typeof provider !== "string" && typeof provider !== "object") {
      throw new ConfigurationError(messages.missingProperty("oidcProvider"));
    }
    return { kind: "oidc", clientId, oidcProvider: provider as string | OpenIdProviderMetadata };
  }
  const url = requireString(record, "url");
  const realm = requireString(record, "realm");
  const clientId = requireString(record, "clientId");
  return { kind: "keycloak", url, realm, clientId };
}

export function realmUrlOf(authServerUrl: string, realm: string): string {
  return `${authServerUrl.replace(/\/+$/, "")}/realms/${encodeURIComponent(realm)}`;
}

export function keycloakEndpoints(realmUrl: string): KeycloakEndpoints {
  const oidc = `${realmUrl}/protocol/openid-connect`;
  return {
    authorize: () => `${oidc}/auth`,
    token: () => `${oidc}/token`,
    logout: () => `${oidc}/logout`,
    checkSessionIframe: () => `${oidc}/login-status-iframe.html`,
    thirdPartyCookiesIframe: () => `${oidc}/3p-cookies/step1.html`,
    register: () => `${oidc}/registrations`,
    userinfo: () => `${oidc}/userinfo`,
  };
}

function optionalEndpoint(value: string | undefined): () => string {
  return () => {
    if (value === undefined || value === "") throw new NotSupportedError(messages.notSupported);
    return value;
  };
}

export function oidcEndpoints(metadata: OpenIdProviderMetadata): KeycloakEndpoints {
  return {
    authorize: () => metadata.authorization_endpoint,
    token: () => metadata.token_endpoint,
    logout: optionalEndpoint(metadata.end_session_endpoint),
    checkSessionIframe: optionalEndpoint(metadata.check_session_iframe),
    register: () => {
      throw new NotSupportedError(messages.registerNotSupported);
    },
    userinfo: optionalEndpoint(metadata.userinfo_endpoint),
  };
}

function checkMetadata(value: unknown): OpenIdProviderMetadata {
  if (typeof value !== "object" || value === null) {
    throw new ConfigurationError(messages.missingProperty("oidcProvider"));
  }
  const record = value as Record<string, unknown>;
  for (const property of ["authorization_endpoint", "token_endpoint"]) {
    if (!isNonEmptyString(record[property])) {
      throw new ConfigurationError(messages.missingProperty(property));
    }
  }
  return value as OpenIdProviderMetadata;
}

export function discoveryUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, "")}/.well-known/openid-configuration`;
}

function keycloakConfig(authServerUrl: string, realm: string, clientId: string): ResolvedConfig {
  const realmUrl = realmUrlOf(authServerUrl, realm);
  return { clientId, realmUrl, authServerUrl, realm, endpoints: keycloakEndpoints(realmUrl) };
}

/** Loads whatever the configuration points at: a JSON file, a discovery document, or nothing. */
export async function resolveConfig(config: ParsedConfig): Promise<ResolvedConfig> {
  switch (config.kind) {
    case "keycloak":
      return keycloakConfig(config.url, config.realm, config.clientId);
    case "json-url": {
      const file = await fetchJson(config.url);
      const record = (typeof file === "object" && file !== null ? file : {}) as Record<
        string,
        unknown
      >;
      const url = record["auth-server-url"];
      const realm = record.realm;
      const clientId = record.resource;
      if (!isNonEmptyString(url) || !isNonEmptyString(realm) || !isNonEmptyString(clientId)) {
        throw new ConfigurationError(messages.badJsonConfig);
      }
      return keycloakConfig(url, realm, clientId);
    }
    case "oidc": {
      const metadata =
        typeof config.oidcProvider === "string"
          ? checkMetadata(await fetchJson(discoveryUrl(config.oidcProvider)))
          : checkMetadata(config.oidcProvider);
      return { clientId: config.clientId, endpoints: oidcEndpoints(metadata) };
    }
  }
}
