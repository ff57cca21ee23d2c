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
  JwtAuthorizationGrant: "JWT_AUTHORIZATION_GRANT",
} as const;

export type FeatureName = (typeof Feature)[keyof typeof Feature];

/**
 * Preview features whose admin API changed between Keycloak releases. The console's pages speak
 * the later API, and a server shows that it has it by a provider type (SPI) that came with it: the
 * event-driven workflows (YAML documents, `on:` events) brought `workflow-event`. On a release with
 * the feature but not that provider type the feature counts as off, so no page calls an API the
 * server answers differently.
 */
const laterApiProviderType: Partial<Record<FeatureName, string>> = {
  [Feature.Workflows]: "workflow-event",
};

/**
 * Whether the server reports the feature as enabled (and, for a feature whose API changed, the
 * API the console speaks); unknown features count as off.
 */
export function isFeatureEnabled(
  serverInfo: ServerInfoRepresentation,
  feature: FeatureName,
): boolean {
  const enabled =
    serverInfo.features?.some((entry) => entry.name === feature && entry.enabled) ?? false;
  const providerType = laterApiProviderType[feature];
  return (
    enabled && (providerType === undefined || serverInfo.providers?.[providerType] !== undefined)
  );
}

/** Component type of the server-provided declarative pages (one navigation entry each). */
export const uiPageProviderType = "org.keycloak.services.ui.extend.UiPageProvider";

/**
 * Whether the server's admin events know a resource type (`enums.resourceType` of server info).
 * Parts of a section that came with a later release bring their resource type with them, so its
 * presence tells that the server has them: organization groups came with `ORGANIZATION_GROUP`.
 */
export function hasAdminResourceType(
  serverInfo: ServerInfoRepresentation,
  resourceType: string,
): boolean {
  return serverInfo.enums?.["resourceType"]?.includes(resourceType) ?? false;
}

/**
 * Whether the server keeps the invitations its organizations send, so that they can be listed,
 * sent again and withdrawn. Releases before 26.5 send invitations without keeping them, and server
 * info names neither the list nor anything that came only with it. The same release brought the
 * JWT authorization grant, which every later release lists among its features, on or off; a server
 * that does not know that feature answers the invitations list with 404, so the console does not ask.
 */
export function keepsOrganizationInvitations(serverInfo: ServerInfoRepresentation): boolean {
  return (
    serverInfo.features?.some((entry) => entry.name === Feature.JwtAuthorizationGrant) ?? false
  );
}

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
