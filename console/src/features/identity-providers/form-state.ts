import type { IdentityProviderRepresentation } from "@gatehouse/admin-client";
import { decodeKeys, encodeFieldKey, encodeKeys } from "@/shared/lib/dotted-keys";

export interface IdentityProviderFormValues {
  alias: string;
  displayName: string;
  enabled: boolean;
  hideOnLogin: boolean;
  trustEmail: boolean;
  linkOnly: boolean;
  storeToken: boolean;
  addReadTokenRoleOnCreate: boolean;
  firstBrokerLoginFlowAlias: string;
  postBrokerLoginFlowAlias: string;
  organizationId: string;
  /**
   * The provider's config, text values, under the names the server uses. A key with a dot
   * ("kc.org.domain") is held encoded (see `configField`), so that it stays one field.
   */
  config: Record<string, string>;
}

/** The form field of one config key, e.g. `configField("clientId")` → "config.clientId". */
export function configField(key: string): `config.${string}` {
  return `config.${encodeFieldKey(key)}`;
}

/** The flow a new provider runs when a user signs in through it for the first time. */
export const defaultFirstLoginFlow = "first broker login";

/**
 * The config a new provider of a type starts with: the choices the server would make anyway,
 * shown as chosen.
 */
export function newProviderConfig(providerId: string): Record<string, string> {
  const config: Record<string, string> = { syncMode: "LEGACY" };
  if (providerId === "oidc" || providerId === "keycloak-oidc" || providerId === "oauth2")
    config.clientAuthMethod = "client_secret_post";
  return config;
}

/**
 * The form's values: of an existing provider when `stored` is given, else of a new provider of
 * type `providerId`.
 */
export function identityProviderFormValues(
  stored?: IdentityProviderRepresentation,
  providerId = "",
): IdentityProviderFormValues {
  return {
    alias: stored?.alias ?? "",
    displayName: stored?.displayName ?? "",
    enabled: stored?.enabled ?? true,
    hideOnLogin: stored?.hideOnLogin ?? false,
    trustEmail: stored?.trustEmail ?? false,
    linkOnly: stored?.linkOnly ?? false,
    storeToken: stored?.storeToken ?? false,
    addReadTokenRoleOnCreate: stored?.addReadTokenRoleOnCreate ?? false,
    firstBrokerLoginFlowAlias:
      stored === undefined ? defaultFirstLoginFlow : (stored.firstBrokerLoginFlowAlias ?? ""),
    postBrokerLoginFlowAlias: stored?.postBrokerLoginFlowAlias ?? "",
    organizationId: stored?.organizationId ?? "",
    config: encodeKeys(textConfig(stored?.config ?? newProviderConfig(providerId))),
  };
}

/**
 * The representation to send: the form's values over the stored representation, so fields and
 * config keys that no form shows are kept as the server has them. Empty config values are left
 * out rather than stored as empty text.
 */
export function identityProviderFrom(
  values: IdentityProviderFormValues,
  providerId: string,
  stored: IdentityProviderRepresentation = {},
): IdentityProviderRepresentation {
  const typed = decodeKeys(textConfig(values.config));
  const config: Record<string, string> = { ...stored.config };
  for (const [key, value] of Object.entries(typed)) {
    if (value.trim() === "") Reflect.deleteProperty(config, key);
    else config[key] = value;
  }
  const optional = (text: string) => (text.trim() === "" ? undefined : text.trim());
  return {
    ...stored,
    providerId: stored.providerId ?? providerId,
    alias: stored.alias ?? values.alias.trim(),
    displayName: values.displayName.trim(),
    enabled: values.enabled,
    hideOnLogin: values.hideOnLogin,
    trustEmail: values.trustEmail,
    linkOnly: values.linkOnly,
    storeToken: values.storeToken,
    addReadTokenRoleOnCreate: values.addReadTokenRoleOnCreate,
    firstBrokerLoginFlowAlias: optional(values.firstBrokerLoginFlowAlias),
    postBrokerLoginFlowAlias: optional(values.postBrokerLoginFlowAlias),
    organizationId: optional(values.organizationId),
    config,
  };
}

/** Config values as text: switches hold booleans and number fields numbers until saved. */
function textConfig(config: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(config)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * Characters the server refuses in an alias: it becomes a segment of the broker's addresses, so
 * it must read the same in a URL path.
 */
export const aliasPattern = /^[A-Za-z0-9._~-]+$/;

/** The address the other side sends users back to after they signed in there. */
export function brokerRedirectUri(serverBaseUrl: string, realm: string, alias: string): string {
  const base = serverBaseUrl.replace(/\/+$/, "");
  return `${base}/realms/${encodeURIComponent(realm)}/broker/${encodeURIComponent(alias)}/endpoint`;
}
