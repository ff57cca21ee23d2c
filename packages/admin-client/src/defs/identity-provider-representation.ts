import type { ConfigPropertyRepresentation } from "./config-property-representation.js";

export interface IdentityProviderRepresentation {
  alias?: string;
  displayName?: string;
  internalId?: string;
  providerId?: string;
  enabled?: boolean;
  trustEmail?: boolean;
  storeToken?: boolean;
  addReadTokenRoleOnCreate?: boolean;
  authenticateByDefault?: boolean;
  linkOnly?: boolean;
  hideOnLogin?: boolean;
  firstBrokerLoginFlowAlias?: string;
  postBrokerLoginFlowAlias?: string;
  organizationId?: string;
  /** @deprecated Replaced by the first-broker-login flow. */
  updateProfileFirstLoginMode?: string;
  config?: Record<string, string>;
  /** What the provider can be used for (USER_AUTHENTICATION, CLIENT_ASSERTION, …). */
  types?: string[];
}

export interface IdentityProviderMapperRepresentation {
  id?: string;
  name?: string;
  identityProviderAlias?: string;
  identityProviderMapper?: string;
  config?: Record<string, string>;
}

/** A mapper type an identity provider supports. */
export interface IdentityProviderMapperTypeRepresentation {
  id?: string;
  name?: string;
  category?: string;
  helpText?: string;
  properties?: ConfigPropertyRepresentation[];
}

/** An identity provider type as `/identity-provider/providers/{providerId}` describes it. */
export interface IdentityProviderFactoryRepresentation {
  id?: string;
  name?: string;
  helpText?: string;
  /** Settings beyond the common ones (mostly for social providers). */
  configProperties?: ConfigPropertyRepresentation[];
  configMetadata?: unknown[];
}
