import { KeycloakAdminClient } from "./client.js";

export { KeycloakAdminClient, defaultTimeout, type ConnectionConfig } from "./client.js";
export { Resource } from "./core/resource.js";
export {
  RequestBuilder,
  type CallOptions,
  type RequestArgs,
  type RequestFunction,
  type ResourceSettings,
  type UpdateRequestFunction,
} from "./core/request-builder.js";
export { NetworkError, fetchWithError, type NetworkErrorOptions } from "./core/network-error.js";
export {
  getToken,
  type Credentials,
  type GrantTypes,
  type Settings,
  type TokenResponse,
} from "./auth/token.js";
export type { TokenProvider } from "./auth/token-manager.js";
export { RequiredActionAlias as requiredAction } from "./defs/required-action-representation.js";

// Every representation type and resource class, so users import them from the package root.
export * from "./defs/authentication-flow-representation.js";
export * from "./defs/authenticator-config-representation.js";
export * from "./defs/brute-force.js";
export * from "./defs/certificate-representation.js";
export * from "./defs/client-initial-access.js";
export * from "./defs/client-policies-representation.js";
export * from "./defs/client-representation.js";
export * from "./defs/client-scope-representation.js";
export * from "./defs/client-session-stat.js";
export * from "./defs/component-representation.js";
export * from "./defs/config-property-representation.js";
export * from "./defs/connection-test.js";
export * from "./defs/credential-representation.js";
export * from "./defs/event-representation.js";
export * from "./defs/federated-identity-representation.js";
export * from "./defs/global-request-result.js";
export * from "./defs/group-representation.js";
export * from "./defs/identity-provider-representation.js";
export * from "./defs/key-metadata-representation.js";
export * from "./defs/management-permission-reference.js";
export * from "./defs/mappings-representation.js";
export * from "./defs/organization-representation.js";
export * from "./defs/phasetwo-organization-representation.js";
export * from "./defs/policy-evaluation.js";
export * from "./defs/policy-representation.js";
export * from "./defs/protocol-mapper-representation.js";
export * from "./defs/realm-representation.js";
export * from "./defs/required-action-representation.js";
export * from "./defs/resource-representation.js";
export * from "./defs/resource-server-representation.js";
export * from "./defs/role-representation.js";
export * from "./defs/scope-representation.js";
export * from "./defs/server-info-representation.js";
export * from "./defs/synchronization-result.js";
export * from "./defs/theme-resources.js";
export * from "./defs/token-claims.js";
export * from "./defs/ui-ext.js";
export * from "./defs/ui-ext-flows.js";
export * from "./defs/user-consent-representation.js";
export * from "./defs/user-profile.js";
export * from "./defs/user-representation.js";
export * from "./defs/user-session-representation.js";
export * from "./defs/verifiable-credential-representation.js";
export * from "./defs/who-am-i-representation.js";
export * from "./defs/workflow-representation.js";
export * from "./resources/attack-detection.js";
export * from "./resources/authentication-management.js";
export * from "./resources/cache.js";
export * from "./resources/client-authorization.js";
export * from "./resources/client-policies.js";
export * from "./resources/client-scopes.js";
export * from "./resources/clients.js";
export type * from "./resources/clients-v2.js";
export * from "./resources/components.js";
export * from "./resources/groups.js";
export * from "./resources/identity-providers.js";
export * from "./resources/organizations.js";
export * from "./resources/phasetwo-organizations.js";
export * from "./resources/realms.js";
export * from "./resources/role-mapping-resource.js";
export * from "./resources/roles.js";
export * from "./resources/server-info.js";
export { fetchEffectiveMessageBundles } from "./resources/message-bundles.js";
export * from "./resources/theme-resources.js";
export * from "./resources/ui-ext.js";
export * from "./resources/ui-ext-flows.js";
export * from "./resources/user-storage-provider.js";
export * from "./resources/users.js";
export * from "./resources/who-am-i.js";
export * from "./resources/workflows.js";

export default KeycloakAdminClient;
