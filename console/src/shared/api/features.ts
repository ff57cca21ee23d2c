import type { ServerInfoRepresentation } from "@gatehouse/admin-client";

/** Server feature names the console reacts to. */
export const Feature = {
  AdminFineGrainedAuthz: "ADMIN_FINE_GRAINED_AUTHZ",
  AdminFineGrainedAuthzV2: "ADMIN_FINE_GRAINED_AUTHZ_V2",
  ClientPolicies: "CLIENT_POLICIES",
  Kerberos: "KERBEROS",
  DynamicScopes: "DYNAMIC_SCOPES",
  DPoP: "DPOP",
  DeviceFlow: "DEVICE_FLOW",
  TransientUsers: "TRANSIENT_USERS",
  ClientTypes: "CLIENT_TYPES",
  DeclarativeUi: "DECLARATIVE_UI",
  Organization: "ORGANIZATION",
  Oid4vcVci: "OID4VC_VCI",
  QuickTheme: "QUICK_THEME",
  TokenExchangeStandardV2: "TOKEN_EXCHANGE_STANDARD_V2",
  Passkeys: "PASSKEYS",
  ClientAuthFederated: "CLIENT_AUTH_FEDERATED",
  Workflows: "WORKFLOWS",
  Authorization: "AUTHORIZATION",
  Ciba: "CIBA",
} as const;

export type FeatureName = (typeof Feature)[keyof typeof Feature];

/** Whether the server reports the feature as enabled; unknown features count as off. */
export function isFeatureEnabled(
  serverInfo: ServerInfoRepresentation,
  feature: FeatureName,
): boolean {
  return serverInfo.features?.some((entry) => entry.name === feature && entry.enabled) ?? false;
}

/** Component type of the server-provided declarative pages (one navigation entry each). */
export const uiPageProviderType = "org.keycloak.services.ui.extend.UiPageProvider";

/**
 * Phase Two's organizations extension (keycloak-orgs) serves its REST API, `/realms/{realm}/orgs`,
 * as the realm resource provider "orgs"; Keycloak's built-in organizations live under the admin API
 * instead, so this provider tells the two apart.
 */
export const phaseTwoOrganizationsProvider = {
  spi: "realm-restapi-extension",
  id: "orgs",
} as const;

/** Whether the server runs Phase Two's organizations extension. */
export function hasPhaseTwoOrganizations(serverInfo: ServerInfoRepresentation): boolean {
  const { spi, id } = phaseTwoOrganizationsProvider;
  return serverInfo.providers?.[spi]?.providers[id] !== undefined;
}
